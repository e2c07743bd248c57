//! Knuth–Morris–Pratt (`algo::kmp`, a child of the inline module `algo` in main.rs).

/// The failure function of `p`.
pub fn prefix_function(p: &[u8]) -> Vec<usize> {
    let mut pi = vec![0; p.len()];
    for i in 1..p.len() {
        let mut k = pi[i - 1];
        while k > 0 && p[i] != p[k] {
            k = pi[k - 1];
        }
        if p[i] == p[k] {
            k += 1;
        }
        pi[i] = k;
    }
    pi
}

/// The start of every occurrence of `p` in `t`.
pub fn find_all(p: &[u8], t: &[u8]) -> Vec<usize> {
    let pi = prefix_function(p);
    let mut out = Vec::new();
    let mut k = 0;
    for (i, &c) in t.iter().enumerate() {
        while k > 0 && c != p[k] {
            k = pi[k - 1];
        }
        if c == p[k] {
            k += 1;
        }
        if k == p.len() {
            out.push(i + 1 - k);
            k = pi[k - 1];
        }
    }
    out
}
