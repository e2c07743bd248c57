//! Judges that call a function: the method's signature as the judge shows it, its samples in
//! the judge's literal syntax, and the harness verify compiles the bundle with.
//!
//! A sample's `.in` is the arguments as the judge's page writes them, `name = value` each,
//! separated by commas or line ends (`board = ["O  ","   ","   "]`); its `.out` is the value
//! returned (`false`). Both are read by `ttt_core::arguments`, the reader the problems' own
//! binaries use, and each value is checked against its type in the signature.
//!
//! The harness is what the judge does with the submission: its own `struct Solution;`, then
//! the bundle, then a `main` that calls the method with each sample's arguments written as
//! Rust literals (`vec!["O  ".to_string(), ..]`) and prints the result as the judge prints it
//! (`false`, `"A"`, `[1,2]`) with `ttt_core::printing`, carried in as it is. It reads the
//! sample to call on stdin, so one compile serves every sample and each run gets its own
//! verdict.

use std::fmt;

use anyhow::{anyhow, bail, Result};
use syn::spanned::Spanned as _;
use ttt_core::arguments::{read_literal, read_named, Literal, Value};

/// A parameter's or the result's type: what a judge's signature uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Type {
    Bool,
    I32,
    I64,
    String,
    Vec(Box<Type>),
}

impl Type {
    /// The type syn read, when it is one of ours.
    fn from_syn(written: &syn::Type) -> Result<Type> {
        fn read(text: &str) -> Option<Type> {
            Some(match text {
                "bool" => Type::Bool,
                "i32" => Type::I32,
                "i64" => Type::I64,
                "String" => Type::String,
                _ => Type::Vec(Box::new(read(text.strip_prefix("Vec<")?.strip_suffix('>')?)?)),
            })
        }
        let shown = quote::quote!(#written).to_string().replace(' ', "");
        read(&shown).ok_or_else(|| {
            let at = written.span().start();
            anyhow!(
                "line {}, column {}: found the type `{shown}`, expected bool, i32, i64, String \
                 or Vec<..> of them",
                at.line,
                at.column + 1
            )
        })
    }

    /// Is `literal` a value of this type: an error at it, or at the item inside it, when not.
    fn check(&self, literal: &Literal) -> Result<(), ttt_core::judge::InputError> {
        match (self, &literal.value) {
            (Type::Vec(item), Value::Array(items)) => {
                items.iter().try_for_each(|literal| item.check(literal))
            }
            (Type::Bool, Value::Boolean(_))
            | (Type::String, Value::String(_))
            | (Type::I64, Value::Integer(_)) => Ok(()),
            (Type::I32, Value::Integer(n)) if i32::try_from(*n).is_ok() => Ok(()),
            _ => Err(literal.error(format!("a value of type {self}"))),
        }
    }
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
    pub name: String,
    /// Its parameters, name and type, in order.
    pub parameters: Vec<(String, Type)>,
    pub returns: Type,
}

impl Signature {
    /// Reads `pub fn name(a: Type, b: Type) -> Type` (`pub` may be left out) as Rust.
    ///
    /// # Errors
    /// At the first piece that does not fit, with its line and column.
    pub fn parse(text: &str) -> Result<Signature> {
        let place =
            |at: proc_macro2::LineColumn| format!("line {}, column {}", at.line, at.column + 1);
        // A foreign function is a signature with a visibility and no body.
        let item: syn::ForeignItemFn = syn::parse_str(&format!("{text};"))
            .map_err(|error| anyhow!("{}: {error}", place(error.span().start())))?;
        let mut parameters = Vec::new();
        for input in &item.sig.inputs {
            let at = place(input.span().start());
            let syn::FnArg::Typed(typed) = input else { bail!("{at}: expected `name: Type`") };
            let syn::Pat::Ident(name) = &*typed.pat else { bail!("{at}: expected a name") };
            parameters.push((name.ident.to_string(), Type::from_syn(&typed.ty)?));
        }
        let syn::ReturnType::Type(_, returns) = &item.sig.output else {
            let at = place(item.sig.paren_token.span.close().end());
            bail!("{at}: expected `->` and the type returned");
        };
        Ok(Signature {
            name: item.sig.ident.to_string(),
            parameters,
            returns: Type::from_syn(returns)?,
        })
    }

    /// Reads a sample's arguments, `name = value` for each parameter in order, separated by
    /// commas or line breaks, each checked against its parameter's type.
    ///
    /// # Errors
    /// At the first mistake, with its line and column.
    pub fn arguments(&self, text: &str) -> Result<Vec<Literal>> {
        let names: Vec<&str> = self.parameters.iter().map(|(name, _)| name.as_str()).collect();
        let literals = read_named(text.as_bytes(), &names)?;
        for (literal, (_, kind)) in literals.iter().zip(&self.parameters) {
            kind.check(literal)?;
        }
        Ok(literals)
    }

    /// Reads a returned value, as a sample's `.out` or a run's stdout writes it.
    ///
    /// # Errors
    /// When it does not read or is not of the result's type.
    pub fn result(&self, text: &str) -> Result<Literal> {
        let literal = read_literal(text.as_bytes())?;
        self.returns.check(&literal)?;
        Ok(literal)
    }

    /// The call of the method on `arguments` as Rust: `Solution::f(vec!["a".to_string()])`.
    pub fn call(&self, arguments: &[Literal]) -> String {
        let written: Vec<String> = arguments.iter().map(rust).collect();
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

/// A literal as a Rust expression of its type: `"a".to_string()`, `vec![1, 2]`.
fn rust(literal: &Literal) -> String {
    match &literal.value {
        Value::Boolean(b) => b.to_string(),
        Value::Integer(n) => n.to_string(),
        // `{:?}` of a str is a Rust string literal, escapes and all.
        Value::String(text) => format!("{text:?}.to_string()"),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(rust).collect();
            format!("vec![{}]", items.join(", "))
        }
    }
}

/// How the judge prints a result, as ttt-core writes it: std only and self-contained, so the
/// harness carries the file as it is.
const PRINTING: &str = include_str!("../../crates/ttt-core/src/printing.rs");

/// The line the judge puts before a submission.
pub const JUDGE_PRELUDE: &str = "struct Solution;\n";

/// The `main` of [`harness`], with `{{arms}}` for the samples' `match` arms and `{{printing}}`
/// for [`PRINTING`].
const HARNESS_MAIN: &str = include_str!("function/harness.rs.template");

/// The program the judge makes of `bundle`: [`JUDGE_PRELUDE`], the bundle, and a `main` that
/// reads a sample's name on stdin and prints what the method returns on its arguments. Each
/// case is a sample's name and its call, as [`Signature::call`] writes it.
pub fn harness(bundle: &str, cases: &[(String, String)]) -> String {
    let newline = if bundle.ends_with('\n') { "" } else { "\n" };
    let arms: String = cases
        .iter()
        .map(|(name, call)| format!("        {name:?} => __judge_printing::written(&{call}),\n"))
        .collect();
    // The arms last: a sample's string could hold `{{printing}}`.
    let main = HARNESS_MAIN.replace("{{printing}}", PRINTING).replace("{{arms}}", &arms);
    format!("{JUDGE_PRELUDE}{bundle}{newline}\n{main}")
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
        assert_eq!(
            error("pub fn f(x: Vec<i32, i32>) -> bool"),
            "line 1, column 13: found the type `Vec<i32,i32>`, expected bool, i32, i64, String or Vec<..> of them"
        );
        assert_eq!(
            error("pub fn f(x: i32)"),
            "line 1, column 17: expected `->` and the type returned"
        );
        assert_eq!(error("pub fn f(&self) -> i32"), "line 1, column 10: expected `name: Type`");
        assert_eq!(error("pub f(x: i32) -> i32"), "line 1, column 5: expected `fn`");
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
        assert_eq!(
            moves.arguments("moves = []\nname = \"\"\n").unwrap()[0].value,
            Value::Array(vec![])
        );
    }

    /// A sample's mistakes in the literal syntax are the reader's, tested in ttt-core; these
    /// are the signature's: its parameters' names, in order, and their types.
    #[test]
    fn a_mistake_in_a_sample_names_its_line_and_column() {
        let moves =
            Signature::parse("pub fn f(moves: Vec<Vec<i32>>, name: String) -> i32").unwrap();
        let error = |text: &str| format!("{:#}", moves.arguments(text).unwrap_err());
        assert_eq!(
            error("moves = [[0,0]]\nnom = \"a\""),
            "line 2, column 1: found `nom`, expected the argument `name`"
        );
        assert_eq!(
            error("moves = [[0,0]]\nname = 3"),
            "line 2, column 8: found `3`, expected a value of type String"
        );
        assert_eq!(
            error("moves = [[0,3000000000]], name = \"\""),
            "line 1, column 13: found `3000000000`, expected a value of type i32"
        );
    }

    #[test]
    fn results_read_as_the_judge_prints_them() {
        let signature = Signature::parse("pub fn f() -> Vec<String>").unwrap();
        let value = signature.result("[ \"A\" , \"Dr\\\"aw\" ]\n").unwrap();
        assert_eq!(ttt_core::printing::written(&value), "[\"A\",\"Dr\\\"aw\"]");
        assert!(signature.result("true").is_err());
        assert_eq!(lc794().result("false\n").unwrap().value, Value::Boolean(false));
    }

    #[test]
    fn the_harness_declares_solution_and_calls_each_sample_by_name() {
        let cases = vec![("1".to_owned(), "Solution::f(1)".to_owned())];
        let harness = harness("impl Solution {}\n", &cases);
        assert!(
            harness.starts_with("struct Solution;\nimpl Solution {}\n\nfn main() {"),
            "{harness}"
        );
        assert!(
            harness.contains("        \"1\" => __judge_printing::written(&Solution::f(1)),\n"),
            "{harness}"
        );
        assert!(harness.contains("mod __judge_printing {\n//! Results as a function judge prints"));
    }
}
