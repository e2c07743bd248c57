//! Results as a function judge prints them: `false`, `-3`, `"A"`, `[[0,1],[2,2]]`, strings
//! escaped as JSON escapes them.
//!
//! Std only and self-contained, so that a harness can carry this file as it is and print what
//! a submission returns exactly as the judge does; [`crate::arguments`] reads the same syntax.
//!
//! ```
//! use ttt_core::printing::written;
//!
//! assert_eq!(written(&vec![String::from("A"), String::from("Draw")]), r#"["A","Draw"]"#);
//! ```

use std::fmt::Write;

/// A type a result can be written as, the way the judge prints it.
pub trait ToLiteral {
    /// Appends this value as the judge prints it: `false`, `-3`, `"A"`, `[1,2]`.
    fn write_literal(&self, out: &mut String);
}

impl ToLiteral for bool {
    fn write_literal(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// What returns nothing: `null`, as a design problem's results show a constructor or a method
/// without a result.
impl ToLiteral for () {
    fn write_literal(&self, out: &mut String) {
        out.push_str("null");
    }
}

impl ToLiteral for i32 {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

impl ToLiteral for i64 {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

impl ToLiteral for str {
    fn write_literal(&self, out: &mut String) {
        out.push('"');
        for character in self.chars() {
            match character {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                // Other control characters have no short escape; writing to a String cannot fail.
                '\0'..='\u{1f}' => {
                    let _ = write!(out, "\\u{:04x}", u32::from(character));
                }
                _ => out.push(character),
            }
        }
        out.push('"');
    }
}

impl ToLiteral for String {
    fn write_literal(&self, out: &mut String) {
        self.as_str().write_literal(out);
    }
}

impl<T: ToLiteral> ToLiteral for [T] {
    fn write_literal(&self, out: &mut String) {
        out.push('[');
        for (index, item) in self.iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            item.write_literal(out);
        }
        out.push(']');
    }
}

impl<T: ToLiteral> ToLiteral for Vec<T> {
    fn write_literal(&self, out: &mut String) {
        self.as_slice().write_literal(out);
    }
}

/// `value` as the judge prints it.
///
/// ```
/// use ttt_core::printing::written;
/// assert_eq!(written(&vec![vec![0, 1], vec![2, -1]]), "[[0,1],[2,-1]]");
/// assert_eq!(written("a \"quote\""), r#""a \"quote\"""#);
/// ```
pub fn written<T: ToLiteral + ?Sized>(value: &T) -> String {
    let mut out = String::new();
    value.write_literal(&mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_written_as_the_judge_prints_them() {
        assert_eq!(written(&true), "true");
        assert_eq!(written(&[(), ()][..]), "[null,null]");
        assert_eq!(written(&-7i32), "-7");
        assert_eq!(written(&i64::MIN), "-9223372036854775808");
        assert_eq!(written(&String::from("Draw")), "\"Draw\"");
        assert_eq!(written(&vec![String::from("a"), String::new()]), r#"["a",""]"#);
        assert_eq!(written(&Vec::<i32>::new()), "[]");
        assert_eq!(written("\u{1}\u{7f}é"), "\"\\u0001\u{7f}é\"");
    }
}
