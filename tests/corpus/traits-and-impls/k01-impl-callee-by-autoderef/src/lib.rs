//! Labels for what a line holds. Which impl `text.label()` calls depends on which impls there
//! are: without `impl Label for Text`, auto-deref would reach `impl Label for str`, and the
//! program would still compile, printing another label. The impls for `str` and `u8` are
//! reached by nothing.

/// What a value is called on output.
pub trait Label {
    /// The label.
    fn label(&self) -> String;
}

/// A line as read, owned.
pub type Text = String;

impl Label for Text {
    fn label(&self) -> String {
        format!("owned, {} bytes", self.len())
    }
}

impl Label for str {
    fn label(&self) -> String {
        format!("borrowed, {} bytes", self.len())
    }
}

impl Label for u8 {
    fn label(&self) -> String {
        format!("byte {self}")
    }
}

/// A count whose clone nobody asks for.
#[derive(Debug, PartialEq, Eq)]
pub struct Count(pub usize);

impl Clone for Count {
    fn clone(&self) -> Count {
        Count(self.0 + 1000)
    }
}

/// Each line of `input` labelled, and how many lines there were.
pub fn labels(input: &str) -> (Vec<String>, Count) {
    let texts: Vec<Text> = input.lines().map(|line| line.trim_end().to_owned()).collect();
    let labels = texts.iter().map(|text| text.label()).collect();
    (labels, Count(texts.len()))
}
