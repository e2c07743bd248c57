//! The longest palindromic substring, by expanding around centres.

use super::is_palindrome;

/// The leftmost longest palindrome of `s`.
pub fn longest(s: &str) -> &str {
    let b = s.as_bytes();
    let (mut best_l, mut best_r) = (0, 0);
    for centre in 0..2 * b.len() {
        let (mut l, mut r) = (centre / 2, centre / 2 + centre % 2);
        while l > 0 && r < b.len() && b[l - 1] == b[r] {
            l -= 1;
            r += 1;
        }
        if r - l > best_r - best_l {
            best_l = l;
            best_r = r;
        }
    }
    debug_assert!(is_palindrome(&b[best_l..best_r]));
    &s[best_l..best_r]
}
