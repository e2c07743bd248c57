//! How the library gives up: a status code per reason and an `exit` of its own.

/// Why the input was rejected; the value is the exit status.
#[derive(Debug, Clone, Copy)]
pub enum Code {
    /// Nothing to read.
    Empty = 5,
    /// Fewer boards than announced.
    Short = 6,
    /// More than announced.
    Trailing = 7,
}

/// Prints `error: <message>` and ends the process with the code's status.
pub fn exit(code: Code, message: &str) -> ! {
    eprintln!("error: {message} ({code:?})");
    std::process::exit(code as i32)
}
