//! A function judge's arguments as its problem page writes them, `board = ["O  ","   ","   "]`:
//! named literals (strings, integers, booleans and arrays of them) read with the place of
//! every error, and results written as the judge prints them (`false`, `"A"`, `[1,2]`).
//!
//! LeetCode calls a method rather than reading stdin; a local binary reads a sample written
//! this way, calls the method and prints the result as LeetCode does. Blanks and line ends
//! between the pieces are judge quirks, not errors; inside a string every byte counts.
//!
//! ```
//! use ttt_core::arguments::{read_arguments, written, FromLiteral};
//!
//! let [board] = read_arguments(br#"board = ["O  ","   ","   "]"#, ["board"]).unwrap();
//! assert_eq!(Vec::<String>::from_literal(&board).unwrap(), ["O  ", "   ", "   "]);
//! let [moves] = read_arguments(b"moves = [[0,0],\r\n [2,1]]\r\n", ["moves"]).unwrap();
//! assert_eq!(Vec::<Vec<i32>>::from_literal(&moves).unwrap(), [[0, 0], [2, 1]]);
//! assert_eq!((written(&false), written("A")), ("false".to_owned(), "\"A\"".to_owned()));
//!
//! let error = read_arguments(b"board = [\"O  \" \"   \"]", ["board"]).unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 16: found `\"`, expected `,` or `]`");
//! ```

use crate::judge::{InputError, Position, Scanner};
pub use crate::printing::{written, ToLiteral};

/// A value as the judge writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `"O  "`, its escapes read.
    String(String),
    /// `-12`.
    Integer(i64),
    /// `true` or `false`.
    Boolean(bool),
    /// `[1,2]`, each item with its place.
    Array(Vec<Literal>),
    /// `null`: what a constructor or a method that returns nothing gives, in a design
    /// problem's results.
    Null,
}

/// A value and where it starts in the input, so that a value of the wrong type can be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// What it says.
    pub value: Value,
    /// Where its first byte is.
    pub position: Position,
}

impl Literal {
    /// What this literal is, for an error message: ``found a string``, ``found `12` ``.
    pub fn found(&self) -> String {
        match &self.value {
            Value::String(_) => "found a string".to_owned(),
            Value::Integer(number) => format!("found `{number}`"),
            Value::Boolean(truth) => format!("found `{truth}`"),
            Value::Array(_) => "found an array".to_owned(),
            Value::Null => "found `null`".to_owned(),
        }
    }

    /// An error at this literal: it is not what `expected` says.
    pub fn error(&self, expected: impl Into<String>) -> InputError {
        InputError::new(self.position, self.found(), expected)
    }
}

/// How deep arrays may nest: deeper input is an error rather than a deep recursion.
pub const MAX_DEPTH: usize = 32;

/// What may start a value, for error messages.
const VALUE: &str = "a value: a string, an integer, `true`, `false` or an array";

/// Reads `input` as exactly the arguments `names`, in order: `name = value`, separated by
/// commas or line ends, with blanks and line ends anywhere between the pieces.
///
/// # Errors
/// [`InputError`] at the first byte that breaks that form: another name, a missing `=`, two
/// arguments on one line without a `,`,
/// a malformed value, arrays nested deeper than [`MAX_DEPTH`], or anything after the last
/// argument.
///
/// # Complexity
/// Linear in the input.
pub fn read_arguments<const N: usize>(
    input: &[u8],
    names: [&str; N],
) -> Result<[Literal; N], InputError> {
    let literals = read_named(input, &names)?;
    Ok(literals.try_into().unwrap_or_else(|_| unreachable!("one literal per name")))
}

/// [`read_arguments`] for names known only at run time, say from a signature: the same form,
/// one literal per name.
///
/// ```
/// use ttt_core::arguments::{read_named, written};
///
/// let names = vec!["nums", "target"];
/// let literals = read_named(b"nums = [2,7], target = 9", &names).unwrap();
/// assert_eq!(written(&literals[..]), "[[2,7],9]");
/// ```
///
/// # Errors
/// As [`read_arguments`].
///
/// # Complexity
/// Linear in the input.
pub fn read_named(input: &[u8], names: &[&str]) -> Result<Vec<Literal>, InputError> {
    let mut scanner = Scanner::new(input);
    let mut literals = Vec::with_capacity(names.len());
    for (index, name) in names.iter().enumerate() {
        if index > 0 {
            separator(&mut scanner, name)?;
        }
        scanner.skip_blanks();
        let position = scanner.position();
        let word = read_word(&mut scanner);
        if word != name.as_bytes() {
            let expected = format!("the argument `{name}`");
            return Err(match scanner.peek() {
                None if word.is_empty() => InputError::end_of_input(position, expected),
                Some(byte) if word.is_empty() => {
                    InputError::found_bytes(position, &[byte], expected)
                }
                _ => InputError::found_bytes(position, &word, expected),
            });
        }
        expect(&mut scanner, b'=', &format!("`=` after `{name}`"))?;
        literals.push(read_value(&mut scanner, 0)?);
    }
    let after = match names.last() {
        Some(last) => format!("the end of the input after the argument `{last}`"),
        None => "no arguments".to_owned(),
    };
    expect_end(&mut scanner, &after)?;
    Ok(literals)
}

/// Reads what separates two arguments: a comma, or a line end (as a page lists them one a
/// line), with blanks around it.
fn separator(scanner: &mut Scanner<'_>, name: &str) -> Result<(), InputError> {
    let line = scanner.position().line;
    scanner.skip_blanks();
    if scanner.peek() == Some(b',') {
        scanner.bump();
        return Ok(());
    }
    let expected = format!("`,` or a line end before the argument `{name}`");
    match scanner.peek() {
        _ if scanner.position().line > line => Ok(()),
        Some(found) => Err(InputError::found_bytes(scanner.position(), &[found], expected)),
        None => Err(InputError::end_of_input(scanner.position(), expected)),
    }
}

/// Reads `input` as one value alone, blanks and line ends around it: a result as the judge
/// prints it.
///
/// ```
/// use ttt_core::arguments::{read_literal, written};
///
/// let literal = read_literal(b" [\"A\", \"Draw\"]\r\n").unwrap();
/// assert_eq!(written(&literal), r#"["A","Draw"]"#);
/// assert!(read_literal(b"true false").is_err());
/// ```
///
/// # Errors
/// [`InputError`] at a malformed value or at anything after it.
///
/// # Complexity
/// Linear in the input.
pub fn read_literal(input: &[u8]) -> Result<Literal, InputError> {
    let mut scanner = Scanner::new(input);
    let literal = read_value(&mut scanner, 0)?;
    expect_end(&mut scanner, "the end of the input after the value")?;
    Ok(literal)
}

/// One call of a design problem's sample: a method's name as the judge's arrays give it, and
/// its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// The name, `"move"`, with its place.
    pub name: Literal,
    /// The array of its arguments, `[0,0,1]`, with its place.
    pub arguments: Literal,
}

impl Call {
    /// The name as a string (a [`Call`] from [`read_calls`] always has one).
    pub fn name(&self) -> &str {
        match &self.name.value {
            Value::String(name) => name,
            _ => "",
        }
    }

    /// The arguments, in order (a [`Call`] from [`read_calls`] always has an array of them).
    pub fn arguments(&self) -> &[Literal] {
        match &self.arguments.value {
            Value::Array(items) => items,
            _ => &[],
        }
    }
}

/// Reads a design problem's sample as LeetCode shows it: the methods called, one array of
/// names, `["TicTacToe","move"]`, the class's name first for its constructor, then one array of
/// each call's arguments, `[[3],[0,0,1]]`, blanks and line ends around them.
///
/// ```
/// use ttt_core::arguments::{read_calls, written};
///
/// let calls = read_calls(b"[\"TicTacToe\",\"move\"]\n[[3],[0,0,1]]\n").unwrap();
/// assert_eq!((calls[1].name(), written(calls[1].arguments())), ("move", "[0,0,1]".into()));
/// let error = read_calls(b"[\"TicTacToe\",\"move\"]\n[[3]]\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 5: found `]`, expected the arguments of `move`");
/// ```
///
/// # Errors
/// [`InputError`] at a malformed value, a name that is not a string, arguments that are not an
/// array, an array of arguments more or fewer than the names, no call at all, or anything after
/// the two arrays.
///
/// # Complexity
/// Linear in the input.
pub fn read_calls(input: &[u8]) -> Result<Vec<Call>, InputError> {
    let mut scanner = Scanner::new(input);
    let names = read_value(&mut scanner, 0)?;
    let expected = "an array of the names called, the class's first";
    let names = match names.value {
        Value::Array(names) if !names.is_empty() => names,
        Value::Array(_) => return Err(InputError::new(names.position, "found `[]`", expected)),
        _ => return Err(names.error(expected)),
    };
    if let Some(name) = names.iter().find(|name| !matches!(name.value, Value::String(_))) {
        return Err(name.error("a method's name, a string"));
    }
    expect(&mut scanner, b'[', "`[`, the array of each call's arguments")?;
    let mut calls = Vec::with_capacity(names.len());
    for name in names {
        let expected = match &name.value {
            Value::String(name) => format!("the arguments of `{name}`"),
            _ => String::new(),
        };
        if !calls.is_empty() {
            expect(&mut scanner, b',', &expected)?;
        }
        scanner.skip_blanks();
        if scanner.peek() != Some(b'[') {
            return Err(match scanner.peek() {
                Some(byte) => InputError::found_bytes(scanner.position(), &[byte], expected),
                None => InputError::end_of_input(scanner.position(), expected),
            });
        }
        calls.push(Call { name, arguments: read_value(&mut scanner, 1)? });
    }
    expect(&mut scanner, b']', "`]`: one array of arguments for each name")?;
    expect_end(&mut scanner, "the end of the input after the two arrays")?;
    Ok(calls)
}

/// Skips blanks, then says that `expected` was wanted where anything is left.
fn expect_end(scanner: &mut Scanner<'_>, expected: &str) -> Result<(), InputError> {
    scanner.skip_blanks();
    match scanner.peek() {
        Some(byte) => Err(InputError::found_bytes(scanner.position(), &[byte], expected)),
        None => Ok(()),
    }
}

/// Skips blanks, then reads `byte` or says that `expected` was wanted there.
fn expect(scanner: &mut Scanner<'_>, byte: u8, expected: &str) -> Result<(), InputError> {
    scanner.skip_blanks();
    match scanner.peek() {
        Some(found) if found == byte => {
            scanner.bump();
            Ok(())
        }
        Some(found) => Err(InputError::found_bytes(scanner.position(), &[found], expected)),
        None => Err(InputError::end_of_input(scanner.position(), expected)),
    }
}

/// Reads the ASCII letters, digits and underscores that follow.
fn read_word(scanner: &mut Scanner<'_>) -> Vec<u8> {
    let mut word = Vec::new();
    while let Some(byte) = scanner.peek().filter(|&b| b.is_ascii_alphanumeric() || b == b'_') {
        word.push(byte);
        scanner.bump();
    }
    word
}

/// Reads one value inside `depth` arrays.
fn read_value(scanner: &mut Scanner<'_>, depth: usize) -> Result<Literal, InputError> {
    scanner.skip_blanks();
    let position = scanner.position();
    let value = match scanner.peek() {
        None => return Err(InputError::end_of_input(position, VALUE)),
        Some(b'[') => Value::Array(read_array(scanner, depth)?),
        Some(b'"') => Value::String(read_string(scanner)?),
        Some(b'-' | b'0'..=b'9') => Value::Integer(read_integer(scanner)?),
        Some(byte) if byte.is_ascii_alphabetic() => match &read_word(scanner)[..] {
            b"true" => Value::Boolean(true),
            b"false" => Value::Boolean(false),
            b"null" => Value::Null,
            word => return Err(InputError::found_bytes(position, word, VALUE)),
        },
        Some(byte) => return Err(InputError::found_bytes(position, &[byte], VALUE)),
    };
    Ok(Literal { value, position })
}

/// Reads `[`, values separated by commas, and `]`.
fn read_array(scanner: &mut Scanner<'_>, depth: usize) -> Result<Vec<Literal>, InputError> {
    if depth == MAX_DEPTH {
        let found = format!("found an array inside {MAX_DEPTH} others");
        return Err(InputError::new(
            scanner.position(),
            found,
            format!("arrays nested at most {MAX_DEPTH} deep"),
        ));
    }
    scanner.bump();
    let mut items = Vec::new();
    scanner.skip_blanks();
    if scanner.peek() == Some(b']') {
        scanner.bump();
        return Ok(items);
    }
    loop {
        items.push(read_value(scanner, depth + 1)?);
        scanner.skip_blanks();
        match scanner.peek() {
            Some(b',') => {}
            Some(b']') => {
                scanner.bump();
                return Ok(items);
            }
            Some(byte) => {
                return Err(InputError::found_bytes(scanner.position(), &[byte], "`,` or `]`"))
            }
            None => return Err(InputError::end_of_input(scanner.position(), "`,` or `]`")),
        }
        scanner.bump();
    }
}

/// Reads an optional `-` and the digits after it.
fn read_integer(scanner: &mut Scanner<'_>) -> Result<i64, InputError> {
    let position = scanner.position();
    let mut text = Vec::new();
    if scanner.peek() == Some(b'-') {
        text.push(b'-');
        scanner.bump();
    }
    while let Some(digit) = scanner.peek().filter(u8::is_ascii_digit) {
        text.push(digit);
        scanner.bump();
    }
    match text[..] {
        [b'-'] => Err(match scanner.peek() {
            Some(byte) => InputError::found_bytes(scanner.position(), &[byte], "a digit after `-`"),
            None => InputError::end_of_input(scanner.position(), "a digit after `-`"),
        }),
        // The text is ASCII digits with an optional sign, so only its size can fail to parse.
        _ => std::str::from_utf8(&text).ok().and_then(|text| text.parse().ok()).ok_or_else(|| {
            let expected = format!("an integer from {} to {}", i64::MIN, i64::MAX);
            InputError::found_bytes(position, &text, expected)
        }),
    }
}

/// What may come inside a string, for error messages.
const STRING_CHARACTER: &str = "a character of the string or `\"` to close it";

/// Reads `"`, the characters and escapes of a string, and `"`.
fn read_string(scanner: &mut Scanner<'_>) -> Result<String, InputError> {
    scanner.bump();
    let mut text = String::new();
    loop {
        let position = scanner.position();
        match scanner.peek() {
            None => return Err(InputError::end_of_input(position, "`\"` to close the string")),
            Some(b'"') => {
                scanner.bump();
                return Ok(text);
            }
            Some(b'\\') => {
                scanner.bump();
                text.push(read_escape(scanner, position)?);
            }
            // The judge's strings never span lines: this one was not closed.
            Some(b'\n') => {
                return Err(InputError::new(
                    position,
                    "found a line end",
                    "`\"` to close the string",
                ))
            }
            Some(byte) if byte < 0x20 => {
                return Err(InputError::found_bytes(position, &[byte], STRING_CHARACTER))
            }
            Some(byte) if byte.is_ascii() => {
                scanner.bump();
                text.push(char::from(byte));
            }
            Some(_) => text.push(read_utf8(scanner, position)?),
        }
    }
}

/// Reads the character of an escape whose `\` at `position` has just been read.
fn read_escape(scanner: &mut Scanner<'_>, position: Position) -> Result<char, InputError> {
    const ESCAPES: &str =
        "an escape `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\u` and 4 hex digits";
    let Some(letter) = scanner.bump() else {
        return Err(InputError::end_of_input(scanner.position(), ESCAPES));
    };
    let character = match letter {
        b'"' => '"',
        b'\\' => '\\',
        b'/' => '/',
        b'b' => '\u{8}',
        b'f' => '\u{c}',
        b'n' => '\n',
        b'r' => '\r',
        b't' => '\t',
        b'u' => {
            let mut code = 0;
            let mut digits = vec![b'\\', b'u'];
            for _ in 0..4 {
                let Some(digit) = scanner.peek().filter(u8::is_ascii_hexdigit) else {
                    return Err(InputError::found_bytes(position, &digits, ESCAPES));
                };
                scanner.bump();
                digits.push(digit);
                code = code * 16 + char::from(digit).to_digit(16).unwrap_or(0);
            }
            // Half of a surrogate pair is no character; the judge's strings do not need them.
            return char::from_u32(code).ok_or_else(|| {
                InputError::found_bytes(position, &digits, "a `\\u` escape of a character")
            });
        }
        other => return Err(InputError::found_bytes(position, &[b'\\', other], ESCAPES)),
    };
    Ok(character)
}

/// Reads one character of two to four bytes of UTF-8, which starts at `position`.
fn read_utf8(scanner: &mut Scanner<'_>, position: Position) -> Result<char, InputError> {
    let mut bytes = [0; 4];
    let mut read = 0;
    let len = match scanner.peek() {
        Some(0xc2..=0xdf) => 2,
        Some(0xe0..=0xef) => 3,
        Some(0xf0..=0xf4) => 4,
        _ => 1,
    };
    // The first byte is read whatever it is; the rest only while they continue a character.
    while let Some(byte) = scanner.peek().filter(|&byte| read == 0 || (0x80..=0xbf).contains(&byte))
    {
        bytes[read] = byte;
        read += 1;
        scanner.bump();
        if read == len {
            break;
        }
    }
    match std::str::from_utf8(&bytes[..read]).ok().and_then(|text| text.chars().next()) {
        Some(character) if read == len => Ok(character),
        _ => Err(InputError::found_bytes(position, &bytes[..read], "a character in UTF-8")),
    }
}

/// A type an argument can be read as.
pub trait FromLiteral: Sized {
    /// What a literal of this type looks like, for error messages: `a string`.
    fn expected() -> String;

    /// The same, for many: `strings`, as in `an array of strings`.
    fn expected_many() -> String;

    /// The literal as this type.
    ///
    /// # Errors
    /// [`InputError`] at the literal, or at the item inside it, that is not of this type.
    fn from_literal(literal: &Literal) -> Result<Self, InputError>;
}

impl FromLiteral for String {
    fn expected() -> String {
        "a string".to_owned()
    }

    fn expected_many() -> String {
        "strings".to_owned()
    }

    fn from_literal(literal: &Literal) -> Result<Self, InputError> {
        match &literal.value {
            Value::String(text) => Ok(text.clone()),
            _ => Err(literal.error(Self::expected())),
        }
    }
}

impl FromLiteral for i64 {
    fn expected() -> String {
        "an integer".to_owned()
    }

    fn expected_many() -> String {
        "integers".to_owned()
    }

    fn from_literal(literal: &Literal) -> Result<Self, InputError> {
        match literal.value {
            Value::Integer(number) => Ok(number),
            _ => Err(literal.error(Self::expected())),
        }
    }
}

impl FromLiteral for i32 {
    fn expected() -> String {
        "an integer".to_owned()
    }

    fn expected_many() -> String {
        "integers".to_owned()
    }

    fn from_literal(literal: &Literal) -> Result<Self, InputError> {
        let number = i64::from_literal(literal)?;
        i32::try_from(number)
            .map_err(|_| literal.error(format!("an integer from {} to {}", i32::MIN, i32::MAX)))
    }
}

impl FromLiteral for bool {
    fn expected() -> String {
        "`true` or `false`".to_owned()
    }

    fn expected_many() -> String {
        "booleans".to_owned()
    }

    fn from_literal(literal: &Literal) -> Result<Self, InputError> {
        match literal.value {
            Value::Boolean(truth) => Ok(truth),
            _ => Err(literal.error(Self::expected())),
        }
    }
}

impl<T: FromLiteral> FromLiteral for Vec<T> {
    fn expected() -> String {
        format!("an array of {}", T::expected_many())
    }

    fn expected_many() -> String {
        format!("arrays of {}", T::expected_many())
    }

    fn from_literal(literal: &Literal) -> Result<Self, InputError> {
        match &literal.value {
            Value::Array(items) => items.iter().map(T::from_literal).collect(),
            _ => Err(literal.error(Self::expected())),
        }
    }
}

/// A literal read back as the judge prints it: its value only, wherever it was.
impl ToLiteral for Literal {
    fn write_literal(&self, out: &mut String) {
        match &self.value {
            Value::String(text) => text.write_literal(out),
            Value::Integer(number) => number.write_literal(out),
            Value::Boolean(truth) => truth.write_literal(out),
            Value::Array(items) => items.write_literal(out),
            Value::Null => ().write_literal(out),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `input` as the one argument `name` and shows it as the judge prints values, or
    /// shows the error.
    fn read_one(input: &str) -> String {
        match read_arguments(input.as_bytes(), ["board"]) {
            Ok([literal]) => written(&literal),
            Err(error) => format!("error: {error}"),
        }
    }

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(read_one(input), expected, "input {input:?}");
    }

    #[test]
    fn values_of_every_kind_with_judge_quirks() {
        check(r#"board = ["O  ","   ","   "]"#, r#"["O  ","   ","   "]"#);
        check("\r\n board\t=\r\n[ [0 , -1],\r\n[] ]  \r\n", "[[0,-1],[]]");
        check("board = [true,false]", "[true,false]");
        check("board = -9223372036854775808", "-9223372036854775808");
        check(r#"board = "\"\\\/\b\f\n\r\t\u00e9\u0041é""#, r#""\"\\/\b\f\n\r\téAé""#);
        check(r#"board = """#, r#""""#);
    }

    #[test]
    fn malformed_arguments_say_where_and_what() {
        check("", "error: line 1, column 1: found end of input, expected the argument `board`");
        check(
            "moves = []",
            "error: line 1, column 1: found `moves`, expected the argument `board`",
        );
        check("[]", "error: line 1, column 1: found `[`, expected the argument `board`");
        check("board []", "error: line 1, column 7: found `[`, expected `=` after `board`");
        check("board =", "error: line 1, column 8: found end of input, expected a value: a string, an integer, `true`, `false` or an array");
        check("board = nope", "error: line 1, column 9: found `nope`, expected a value: a string, an integer, `true`, `false` or an array");
        check("board = [1 2]", "error: line 1, column 12: found `2`, expected `,` or `]`");
        check("board = [1,]", "error: line 1, column 12: found `]`, expected a value: a string, an integer, `true`, `false` or an array");
        check("board = [1", "error: line 1, column 11: found end of input, expected `,` or `]`");
        check("board = [] x", "error: line 1, column 12: found `x`, expected the end of the input after the argument `board`");
        check("board = -x", "error: line 1, column 10: found `x`, expected a digit after `-`");
        check(
            "board = -",
            "error: line 1, column 10: found end of input, expected a digit after `-`",
        );
        check("board = 9223372036854775808", "error: line 1, column 9: found `9223372036854775808`, expected an integer from -9223372036854775808 to 9223372036854775807");
    }

    #[test]
    fn malformed_strings_say_where_and_what() {
        check(
            "board = \"ab",
            "error: line 1, column 12: found end of input, expected `\"` to close the string",
        );
        check(
            "board = [\"ab\n\"]",
            "error: line 1, column 13: found a line end, expected `\"` to close the string",
        );
        check("board = \"a\tb\"", "error: line 1, column 11: found `\\t`, expected a character of the string or `\"` to close it");
        check("board = \"a\\q\"", "error: line 1, column 11: found `\\\\q`, expected an escape `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\u` and 4 hex digits");
        check("board = \"\\u12x4\"", "error: line 1, column 10: found `\\\\u12`, expected an escape `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\u` and 4 hex digits");
        check(
            "board = \"\\ud800\"",
            "error: line 1, column 10: found `\\\\ud800`, expected a `\\u` escape of a character",
        );
        check("board = \"\\", "error: line 1, column 11: found end of input, expected an escape `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\u` and 4 hex digits");
        for (bytes, shown) in [
            (&b"\xff"[..], "`\\xff`"),
            (b"\xc3(", "`\\xc3`"),
            (b"\xe0\x80\x80", "`\\xe0\\x80\\x80`"),
            (b"\xf0\x9f\x98", "`\\xf0\\x9f\\x98`"),
        ] {
            let input = [&b"board = \"a"[..], bytes, b"\""].concat();
            let error = read_arguments(&input, ["board"]).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!("line 1, column 11: found {shown}, expected a character in UTF-8")
            );
        }
    }

    #[test]
    fn arrays_nest_only_so_deep() {
        let nested = |depth: usize| format!("board = {}{}", "[".repeat(depth), "]".repeat(depth));
        assert!(read_arguments(nested(MAX_DEPTH).as_bytes(), ["board"]).is_ok());
        let error = read_arguments(nested(MAX_DEPTH + 1).as_bytes(), ["board"]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 41: found an array inside 32 others, expected arrays nested at most 32 deep"
        );
        let error = read_arguments(nested(100_000).as_bytes(), ["board"]).unwrap_err();
        assert_eq!(error.position.column, 9 + MAX_DEPTH);
    }

    #[test]
    fn several_arguments_in_their_order() {
        let [nums, target] =
            read_arguments(b"nums = [2,7],\ntarget = 9", ["nums", "target"]).unwrap();
        assert_eq!((written(&nums), written(&target)), ("[2,7]".to_owned(), "9".to_owned()));
        let error = read_arguments(b"nums = [2,7] target = 9", ["nums", "target"]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 14: found `t`, expected `,` or a line end before the argument `target`"
        );
        let [_, target] =
            read_arguments(b"nums = [2,7]\r\n target = 9", ["nums", "target"]).unwrap();
        assert_eq!((written(&target), target.position.line), ("9".to_owned(), 2));
        let error = read_arguments(b"nums = [2,7],", ["nums", "target"]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 14: found end of input, expected the argument `target`"
        );
        assert!(read_arguments(b" \n", []).is_ok());
        let error = read_arguments(b"x", []).unwrap_err();
        assert_eq!(error.to_string(), "line 1, column 1: found `x`, expected no arguments");
    }

    #[test]
    fn a_value_alone_reads_as_a_result() {
        let literal = read_literal(b"\r\n [ [0,1] , [] ]\n").unwrap();
        assert_eq!((written(&literal), literal.position.column), ("[[0,1],[]]".to_owned(), 2));
        let error = read_literal(b"false x").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 7: found `x`, expected the end of the input after the value"
        );
        let error = read_literal(b"").unwrap_err();
        assert!(error.to_string().starts_with("line 1, column 1: found end of input"), "{error}");
        let names = ["nums".to_owned(), "target".to_owned()];
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let literals = read_named(b"nums = [2,7],\ntarget = 9", &names).unwrap();
        assert_eq!(written(&literals), "[[2,7],9]");
    }

    /// Reads `input` as the argument `board` of type `T`, or shows the error.
    fn typed<T: FromLiteral>(input: &str) -> Result<T, String> {
        let [literal] = read_arguments(input.as_bytes(), ["board"]).map_err(|e| e.to_string())?;
        T::from_literal(&literal).map_err(|error| error.to_string())
    }

    #[test]
    fn literals_of_the_wrong_type_say_what_they_are() {
        assert_eq!(
            typed::<Vec<String>>(r#"board = ["a","b"]"#),
            Ok(vec!["a".to_owned(), "b".to_owned()])
        );
        assert_eq!(typed::<Vec<Vec<i32>>>("board = [[1],[-2,3]]"), Ok(vec![vec![1], vec![-2, 3]]));
        assert_eq!(typed::<bool>("board = true"), Ok(true));
        assert_eq!(typed::<i64>("board = 5000000000"), Ok(5_000_000_000));
        assert_eq!(
            typed::<Vec<String>>(r#"board = ["a",1]"#),
            Err("line 1, column 14: found `1`, expected a string".to_owned())
        );
        assert_eq!(
            typed::<Vec<Vec<i32>>>("board = [[1],2]"),
            Err("line 1, column 14: found `2`, expected an array of integers".to_owned())
        );
        assert_eq!(
            typed::<Vec<Vec<i32>>>("board = \"x\""),
            Err("line 1, column 9: found a string, expected an array of arrays of integers"
                .to_owned())
        );
        assert_eq!(
            typed::<Vec<i32>>("board = [2147483648]"),
            Err("line 1, column 10: found `2147483648`, expected an integer from -2147483648 to 2147483647".to_owned())
        );
        assert_eq!(
            typed::<i32>("board = [false]"),
            Err("line 1, column 9: found an array, expected an integer".to_owned())
        );
        assert_eq!(
            typed::<bool>("board = 1"),
            Err("line 1, column 9: found `1`, expected `true` or `false`".to_owned())
        );
        assert_eq!(
            typed::<i64>("board = false"),
            Err("line 1, column 9: found `false`, expected an integer".to_owned())
        );
        assert_eq!(
            (<Vec<bool>>::expected(), <Vec<i64>>::expected_many(), bool::expected_many()),
            (
                "an array of booleans".to_owned(),
                "arrays of integers".to_owned(),
                "booleans".to_owned()
            )
        );
    }

    #[test]
    fn every_written_string_reads_back_as_itself() {
        let characters = [
            'a', ' ', '"', '\\', '/', '\n', '\r', '\t', '\u{8}', '\u{c}', '\0', '\u{1f}', '\u{7f}',
            'é', '€', '😀',
        ];
        for first in characters {
            for second in characters {
                let text: String = [first, second].into_iter().collect();
                let input = format!("board = {}", written(&text));
                assert_eq!(typed::<String>(&input), Ok(text), "{input:?}");
            }
        }
    }

    /// Reads `input` as a design problem's calls and shows each `name(arguments)`, or the error.
    #[track_caller]
    fn check_calls(input: &str, expected: &str) {
        let shown = match read_calls(input.as_bytes()) {
            Ok(calls) => {
                let calls: Vec<String> = calls
                    .iter()
                    .map(|call| format!("{}{}", call.name(), written(call.arguments())))
                    .collect();
                calls.join(" ")
            }
            Err(error) => format!("error: {error}"),
        };
        assert_eq!(shown, expected, "input {input:?}");
    }

    #[test]
    fn a_design_problems_calls_read_as_two_arrays() {
        check_calls(
            "[\"TicTacToe\",\"move\",\"move\"]\n[[3],[0,0,1],[0,2,2]]\n",
            "TicTacToe[3] move[0,0,1] move[0,2,2]",
        );
        check_calls(" [\"A\", \"b\"]\r\n\t[ [], [\"x\", [1], null] ] ", "A[] b[\"x\",[1],null]");
        check_calls("[\"A\"] [[1]]", "A[1]");
        let error = |input: &str, message: &str| check_calls(input, &format!("error: {message}"));
        error("[]\n[]", "line 1, column 1: found `[]`, expected an array of the names called, the class's first");
        error("\"A\"\n[[]]", "line 1, column 1: found a string, expected an array of the names called, the class's first");
        error(
            "[\"A\",3]\n[[],[]]",
            "line 1, column 6: found `3`, expected a method's name, a string",
        );
        error("[\"A\",\"m\"]\n[[]]", "line 2, column 4: found `]`, expected the arguments of `m`");
        error(
            "[\"A\",\"m\"]\n[[],3]",
            "line 2, column 5: found `3`, expected the arguments of `m`",
        );
        error(
            "[\"A\"]\n[[],[]]",
            "line 2, column 4: found `,`, expected `]`: one array of arguments for each name",
        );
        error("[\"A\"]\n", "line 2, column 1: found end of input, expected `[`, the array of each call's arguments");
        error("[\"A\"]\n[[1,]]", "line 2, column 5: found `]`, expected a value: a string, an integer, `true`, `false` or an array");
        error(
            "[\"A\"]\n[[]]\n[]",
            "line 3, column 1: found `[`, expected the end of the input after the two arrays",
        );
    }

    #[test]
    fn null_reads_and_is_written_as_the_judge_prints_it() {
        let literal = read_literal(b"[null, 0,null]").unwrap();
        assert_eq!(written(&literal), "[null,0,null]");
        assert_eq!(
            read_arguments(b"board = null", ["board"]).map(|[board]| typed_error(&board)),
            Ok("line 1, column 9: found `null`, expected a string".to_owned())
        );
    }

    fn typed_error(literal: &Literal) -> String {
        String::from_literal(literal).unwrap_err().to_string()
    }
}
