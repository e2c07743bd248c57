//! The Z function (`algo::z`, given by `#[path = "z_function.rs"]` inside the inline module).

pub fn z_array(s: &[u8]) -> Vec<usize> {
    let n = s.len();
    let mut z = vec![0; n];
    if n == 0 {
        return z;
    }
    z[0] = n;
    let (mut l, mut r) = (0, 0);
    for i in 1..n {
        if i < r {
            z[i] = z[i - l].min(r - i);
        }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] {
            z[i] += 1;
        }
        if i + z[i] > r {
            l = i;
            r = i + z[i];
        }
    }
    z
}

/// The start of every occurrence of `p` in `t`, from the Z array of `p # t`.
pub fn find_all(p: &[u8], t: &[u8]) -> Vec<usize> {
    let mut s = p.to_vec();
    s.push(b'#');
    s.extend_from_slice(t);
    let z = z_array(&s);
    (0..t.len()).filter(|&i| z[p.len() + 1 + i] >= p.len()).collect()
}
