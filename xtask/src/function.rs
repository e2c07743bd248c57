//! Judges that call a function: the method's signature as the judge shows it, its samples in
//! the judge's literal syntax, and the harness verify compiles the bundle with.
//!
//! A sample's `.in` is the arguments as the judge's page writes them, `name = value` each,
//! separated by commas or line breaks (`board = ["O  ","   ","   "]`); its `.out` is the value
//! returned (`false`). Values are strings, integers, booleans and arrays of them, read by a
//! small parser that names the line and column of a mistake.
//!
//! The harness is what the judge does with the submission: its own `struct Solution;`, then
//! the bundle, then a `main` that calls the method with each sample's arguments written as
//! Rust literals (`vec!["O  ".to_string(), ..]`) and prints the result as the judge prints it
//! (`false`, `"A"`, `[1,2]`). It reads the sample to call on stdin, so one compile serves every
//! sample and each run gets its own verdict.

use std::fmt;

use anyhow::{bail, Result};

/// A parameter's or the result's type: what a judge's signature uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Type {
    /// `bool`.
    Bool,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `String`.
    String,
    /// `Vec<T>`.
    Vec(Box<Type>),
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Bool => f.write_str("bool"),
            Type::I32 => f.write_str("i32"),
            Type::I64 => f.write_str("i64"),
            Type::String => f.write_str("String"),
            Type::Vec(item) => write!(f, "Vec<{item}>"),
        }
    }
}

/// A method as a judge shows it: `pub fn valid_tic_tac_toe(board: Vec<String>) -> bool`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The method's name.
    pub name: String,
    /// Its parameters, name and type, in order.
    pub parameters: Vec<(String, Type)>,
    /// What it returns.
    pub returns: Type,
}

impl Signature {
    /// Reads `pub fn name(a: Type, b: Type) -> Type` (`pub` may be left out).
    ///
    /// # Errors
    /// At the first word that does not fit, with its column.
    pub fn parse(text: &str) -> Result<Signature> {
        let mut reader = Reader::new(text);
        reader.skip_space();
        if reader.word_is("pub") {
            reader.word()?;
        }
        reader.expect_word("fn")?;
        let name = reader.word()?;
        reader.expect('(')?;
        let mut parameters = Vec::new();
        while !reader.eat(')') {
            if !parameters.is_empty() {
                reader.expect(',')?;
                if reader.eat(')') {
                    break;
                }
            }
            let parameter = reader.word()?;
            reader.expect(':')?;
            parameters.push((parameter, reader.type_()?));
        }
        reader.expect_str("->")?;
        let returns = reader.type_()?;
        reader.end()?;
        Ok(Signature { name, parameters, returns })
    }

    /// Reads a sample's arguments, `name = value` for each parameter in order, separated by
    /// commas or line breaks, each checked against its parameter's type.
    ///
    /// # Errors
    /// At the first mistake, with its line and column.
    pub fn arguments(&self, text: &str) -> Result<Vec<Value>> {
        let mut reader = Reader::new(text);
        let mut values = Vec::new();
        for (index, (name, kind)) in self.parameters.iter().enumerate() {
            reader.skip_space();
            if index > 0 {
                reader.eat(',');
                reader.skip_space();
            }
            let at = reader.place();
            let found = reader.word().map_err(|_| {
                anyhow::anyhow!("{at}: expected `{name} = <{kind}>`, found {}", reader.found())
            })?;
            if found != *name {
                bail!("{at}: found the argument `{found}`, expected `{name}`");
            }
            reader.expect('=')?;
            let at = reader.place();
            let value = reader.value()?;
            value.check(kind).map_err(|why| anyhow::anyhow!("{at}: {why}"))?;
            values.push(value);
        }
        reader.end()?;
        Ok(values)
    }

    /// Reads a returned value, as a sample's `.out` or a run's stdout writes it.
    ///
    /// # Errors
    /// When it does not read or is not of the result's type.
    pub fn result(&self, text: &str) -> Result<Value> {
        let mut reader = Reader::new(text);
        let at = reader.place();
        let value = reader.value()?;
        reader.end()?;
        value.check(&self.returns).map_err(|why| anyhow::anyhow!("{at}: {why}"))?;
        Ok(value)
    }

    /// The call of the method on `arguments` as Rust: `Solution::f(vec!["a".to_string()])`.
    pub fn call(&self, arguments: &[Value]) -> String {
        let written: Vec<String> = arguments.iter().map(Value::rust).collect();
        format!("Solution::{}({})", self.name, written.join(", "))
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parameters: Vec<String> =
            self.parameters.iter().map(|(name, kind)| format!("{name}: {kind}")).collect();
        write!(f, "pub fn {}({}) -> {}", self.name, parameters.join(", "), self.returns)
    }
}

/// A value in the judge's literal syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `true` or `false`.
    Bool(bool),
    /// An integer, `-3`.
    Integer(i128),
    /// A string, `"O  "`.
    String(String),
    /// An array, `[1,2]`.
    Array(Vec<Value>),
}

impl Value {
    /// Is it a value of `kind`: the reason when not.
    fn check(&self, kind: &Type) -> Result<(), String> {
        let fits = match (self, kind) {
            (Value::Bool(_), Type::Bool) | (Value::String(_), Type::String) => true,
            (Value::Integer(n), Type::I32) => i32::try_from(*n).is_ok(),
            (Value::Integer(n), Type::I64) => i64::try_from(*n).is_ok(),
            (Value::Array(items), Type::Vec(item)) => {
                return items.iter().try_for_each(|value| value.check(item));
            }
            _ => false,
        };
        if fits {
            Ok(())
        } else {
            Err(format!("found {self}, expected a value of type {kind}"))
        }
    }

    /// The value as a Rust expression of its type: `"a".to_string()`, `vec![1, 2]`.
    pub fn rust(&self) -> String {
        match self {
            Value::Bool(b) => b.to_string(),
            Value::Integer(n) => n.to_string(),
            // `{:?}` of a str is a Rust string literal, escapes and all.
            Value::String(text) => format!("{text:?}.to_string()"),
            Value::Array(items) => {
                let items: Vec<String> = items.iter().map(Value::rust).collect();
                format!("vec![{}]", items.join(", "))
            }
        }
    }
}

/// As the judge prints it: `false`, `-3`, `"A"`, `[[0,1],[2,2]]`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Integer(n) => write!(f, "{n}"),
            Value::String(text) => {
                f.write_str("\"")?;
                for c in text.chars() {
                    match c {
                        '"' => f.write_str("\\\"")?,
                        '\\' => f.write_str("\\\\")?,
                        '\n' => f.write_str("\\n")?,
                        c => write!(f, "{c}")?,
                    }
                }
                f.write_str("\"")
            }
            Value::Array(items) => {
                f.write_str("[")?;
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// The printing half of the harness: a trait printing each type as the judge does, written
/// for Rust 1.73, edition 2015 to 2024 alike.
const SHOW: &str = r#"mod __judge_harness {
    pub trait Show {
        fn show(&self) -> String;
    }
    impl Show for bool {
        fn show(&self) -> String {
            self.to_string()
        }
    }
    impl Show for i32 {
        fn show(&self) -> String {
            self.to_string()
        }
    }
    impl Show for i64 {
        fn show(&self) -> String {
            self.to_string()
        }
    }
    impl Show for String {
        fn show(&self) -> String {
            let mut out = String::from("\"");
            for c in self.chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    '\n' => out.push_str("\\n"),
                    c => out.push(c),
                }
            }
            out.push('"');
            out
        }
    }
    impl<T: Show> Show for Vec<T> {
        fn show(&self) -> String {
            let items: Vec<String> = self.iter().map(Show::show).collect();
            format!("[{}]", items.join(","))
        }
    }
    pub fn which() -> String {
        let mut line = String::new();
        std::io::stdin().read_line(&mut line).expect("the harness reads which sample to call");
        line.trim().to_owned()
    }
}
"#;

/// The line the judge puts before a submission.
pub const JUDGE_PRELUDE: &str = "struct Solution;\n";

/// The program the judge makes of `bundle`: [`JUDGE_PRELUDE`], the bundle, and a `main` that
/// reads a sample's name on stdin and prints what the method returns on its arguments. Each
/// case is a sample's name and its call, as [`Signature::call`] writes it.
pub fn harness(bundle: &str, cases: &[(String, String)]) -> String {
    let mut out = String::from(JUDGE_PRELUDE);
    out.push_str(bundle);
    if !bundle.ends_with('\n') {
        out.push('\n');
    }
    out.push_str("\nfn main() {\n    use __judge_harness::Show;\n");
    out.push_str("    let shown = match __judge_harness::which().as_str() {\n");
    for (name, call) in cases {
        out.push_str(&format!("        {name:?} => {call}.show(),\n"));
    }
    out.push_str("        other => panic!(\"no sample {other:?} in the harness\"),\n    };\n");
    out.push_str("    println!(\"{}\", shown);\n}\n\n");
    out.push_str(SHOW);
    out
}

/// A place in a text, 1-based, as errors name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Place {
    line: usize,
    column: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Reads a text char by char, knowing its place.
struct Reader<'a> {
    rest: std::iter::Peekable<std::str::Chars<'a>>,
    place: Place,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader { rest: text.chars().peekable(), place: Place { line: 1, column: 1 } }
    }

    fn place(&mut self) -> Place {
        self.skip_space();
        self.place
    }

    fn peek(&mut self) -> Option<char> {
        self.rest.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.rest.next()?;
        if c == '\n' {
            self.place = Place { line: self.place.line + 1, column: 1 };
        } else {
            self.place.column += 1;
        }
        Some(c)
    }

    /// What is next, for an error: `` `x` `` or `the end`.
    fn found(&mut self) -> String {
        match self.peek() {
            Some(c) => format!("`{}`", c.escape_default()),
            None => "the end".to_owned(),
        }
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> Result<()> {
        if self.eat(c) {
            Ok(())
        } else {
            let at = self.place;
            bail!("{at}: expected `{c}`, found {}", self.found())
        }
    }

    fn expect_str(&mut self, text: &str) -> Result<()> {
        self.skip_space();
        let at = self.place;
        for c in text.chars() {
            if self.peek() != Some(c) {
                bail!("{at}: expected `{text}`, found {}", self.found());
            }
            self.next();
        }
        Ok(())
    }

    fn word_is(&mut self, word: &str) -> bool {
        let mut copy = self.rest.clone();
        word.chars().all(|c| copy.next() == Some(c))
            && !copy.next().is_some_and(|c| c.is_alphanumeric() || c == '_')
    }

    /// An identifier.
    fn word(&mut self) -> Result<String> {
        self.skip_space();
        let mut word = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            word.push(c);
            self.next();
        }
        if word.is_empty() || word.starts_with(|c: char| c.is_ascii_digit()) {
            let at = self.place;
            bail!("{at}: expected a name, found {}", self.found());
        }
        Ok(word)
    }

    fn expect_word(&mut self, word: &str) -> Result<()> {
        self.skip_space();
        let at = self.place;
        if !self.word_is(word) {
            bail!("{at}: expected `{word}`, found {}", self.found());
        }
        self.word()?;
        Ok(())
    }

    fn type_(&mut self) -> Result<Type> {
        self.skip_space();
        let at = self.place;
        let word = self.word()?;
        Ok(match word.as_str() {
            "bool" => Type::Bool,
            "i32" => Type::I32,
            "i64" => Type::I64,
            "String" => Type::String,
            "Vec" => {
                self.expect('<')?;
                let item = self.type_()?;
                self.expect('>')?;
                Type::Vec(Box::new(item))
            }
            other => bail!(
                "{at}: found the type `{other}`, expected bool, i32, i64, String or Vec<..> of them"
            ),
        })
    }

    fn value(&mut self) -> Result<Value> {
        self.skip_space();
        let at = self.place;
        match self.peek() {
            Some('"') => self.string(),
            Some('[') => {
                self.next();
                let mut items = Vec::new();
                while !self.eat(']') {
                    if !items.is_empty() {
                        self.expect(',')?;
                    }
                    items.push(self.value()?);
                }
                Ok(Value::Array(items))
            }
            Some(c) if c == '-' || c.is_ascii_digit() => {
                let mut digits = String::new();
                while let Some(c) = self.peek().filter(|c| *c == '-' || c.is_ascii_digit()) {
                    digits.push(c);
                    self.next();
                }
                digits.parse().map(Value::Integer).map_err(|_| {
                    anyhow::anyhow!("{at}: found `{digits}`, expected an integer")
                })
            }
            Some(c) if c.is_alphabetic() => match self.word()?.as_str() {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                other => bail!("{at}: found `{other}`, expected a value: a string, an integer, true, false or an array"),
            },
            _ => bail!(
                "{at}: found {}, expected a value: a string, an integer, true, false or an array",
                self.found()
            ),
        }
    }

    fn string(&mut self) -> Result<Value> {
        let at = self.place;
        self.next();
        let mut text = String::new();
        loop {
            match self.next() {
                None | Some('\n') => bail!("{at}: a string that does not end, expected `\"`"),
                Some('"') => return Ok(Value::String(text)),
                Some('\\') => {
                    let escape = self.place;
                    match self.next() {
                        Some('"') => text.push('"'),
                        Some('\\') => text.push('\\'),
                        Some('/') => text.push('/'),
                        Some('n') => text.push('\n'),
                        Some('t') => text.push('\t'),
                        other => bail!(
                            "{escape}: found the escape `\\{}`, expected one of \\\" \\\\ \\/ \\n \\t",
                            other.map(|c| c.escape_default().to_string()).unwrap_or_default()
                        ),
                    }
                }
                Some(c) => text.push(c),
            }
        }
    }

    /// Only space may be left.
    fn end(&mut self) -> Result<()> {
        self.skip_space();
        if self.peek().is_some() {
            let at = self.place;
            bail!("{at}: found {}, expected the end", self.found());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lc794() -> Signature {
        Signature::parse("pub fn valid_tic_tac_toe(board: Vec<String>) -> bool").unwrap()
    }

    #[test]
    fn a_signature_reads_as_the_judge_shows_it() {
        let signature = lc794();
        assert_eq!(signature.name, "valid_tic_tac_toe");
        assert_eq!(signature.parameters, [("board".to_owned(), Type::Vec(Box::new(Type::String)))]);
        assert_eq!(signature.returns, Type::Bool);
        assert_eq!(signature.to_string(), "pub fn valid_tic_tac_toe(board: Vec<String>) -> bool");
        let two = Signature::parse("fn tictactoe(moves: Vec<Vec<i32>>, n: i64) -> String").unwrap();
        assert_eq!(two.to_string(), "pub fn tictactoe(moves: Vec<Vec<i32>>, n: i64) -> String");
        let error = |text: &str| format!("{:#}", Signature::parse(text).unwrap_err());
        assert_eq!(
            error("pub fn f(x: f64) -> bool"),
            "line 1, column 13: found the type `f64`, expected bool, i32, i64, String or Vec<..> of them"
        );
        assert_eq!(error("pub fn f(x: i32)"), "line 1, column 17: expected `->`, found the end");
        assert_eq!(error("pub f(x: i32) -> i32"), "line 1, column 5: expected `fn`, found `f`");
    }

    #[test]
    fn arguments_read_as_the_judge_writes_them_and_become_rust_literals() {
        let signature = lc794();
        let values = signature.arguments("board = [\"O  \",\"   \",\"   \"]\n").unwrap();
        assert_eq!(
            signature.call(&values),
            "Solution::valid_tic_tac_toe(vec![\"O  \".to_string(), \"   \".to_string(), \"   \".to_string()])"
        );
        let moves =
            Signature::parse("pub fn f(moves: Vec<Vec<i32>>, name: String) -> i32").unwrap();
        let values = moves.arguments("moves = [[0,0],[2, -1]], name = \"a\\\"b\"").unwrap();
        assert_eq!(
            moves.call(&values),
            "Solution::f(vec![vec![0, 0], vec![2, -1]], \"a\\\"b\".to_string())"
        );
        assert_eq!(moves.arguments("moves = []\nname = \"\"\n").unwrap()[0], Value::Array(vec![]));
    }

    #[test]
    fn a_mistake_in_a_sample_names_its_line_and_column() {
        let moves =
            Signature::parse("pub fn f(moves: Vec<Vec<i32>>, name: String) -> i32").unwrap();
        let error = |text: &str| format!("{:#}", moves.arguments(text).unwrap_err());
        assert_eq!(
            error("moves = [[0,0],[1,x]]\nname = \"a\""),
            "line 1, column 19: found `x`, expected a value: a string, an integer, true, false or an array"
        );
        assert_eq!(
            error("moves = [[0,0]]\nnom = \"a\""),
            "line 2, column 1: found the argument `nom`, expected `name`"
        );
        assert_eq!(
            error("moves = [[0,0]]\nname = 3"),
            "line 2, column 8: found 3, expected a value of type String"
        );
        assert_eq!(
            error("moves = [[0,3000000000]], name = \"\""),
            "line 1, column 9: found 3000000000, expected a value of type i32"
        );
        assert_eq!(
            error("moves = [], name = \"ab"),
            "line 1, column 20: a string that does not end, expected `\"`"
        );
        assert_eq!(
            error("moves = [], name = \"\" x"),
            "line 1, column 23: found `x`, expected the end"
        );
        assert_eq!(
            error(""),
            "line 1, column 1: expected `moves = <Vec<Vec<i32>>>`, found the end"
        );
    }

    #[test]
    fn results_print_as_the_judge_prints_them() {
        let signature = Signature::parse("pub fn f() -> Vec<String>").unwrap();
        let value = signature.result("[ \"A\" , \"Dr\\\"aw\" ]\n").unwrap();
        assert_eq!(value.to_string(), "[\"A\",\"Dr\\\"aw\"]");
        assert!(signature.result("true").is_err());
        assert_eq!(lc794().result("false\n").unwrap(), Value::Bool(false));
    }

    #[test]
    fn the_harness_declares_solution_and_calls_each_sample_by_name() {
        let cases = vec![("1".to_owned(), "Solution::f(1)".to_owned())];
        let harness = harness("impl Solution {}\n", &cases);
        assert!(
            harness.starts_with("struct Solution;\nimpl Solution {}\n\nfn main() {"),
            "{harness}"
        );
        assert!(harness.contains("        \"1\" => Solution::f(1).show(),\n"), "{harness}");
    }
}
