//! Judges that call a function: the method's signature as the judge shows it, its samples in
//! the judge's literal syntax, and the harness verify compiles the bundle with.
//!
//! A sample's `.in` is the arguments as the judge's page writes them, `name = value` each,
//! separated by commas or line ends (`board = ["O  ","   ","   "]`); its `.out` is the value
//! returned (`false`). Both are read by `ttt_core::arguments`, as the problems' binaries read
//! them, and each value is checked against its type in the signature.
//!
//! The harness is what the judge makes of the submission: its `struct Solution;`, the bundle,
//! and a `main` that reads on stdin which sample to call (one compile serves every sample, each
//! run its own verdict), calls the method with its arguments as Rust literals
//! (`vec!["O  ".to_string(), ..]`) and prints the result as the judge does (`false`, `"A"`,
//! `[1,2]`) with `ttt_core::printing`, carried in as it is.
//!
//! A class (LeetCode's design problems) is the submission alone, constructed, then called: a
//! sample's `.in` is the names called and their arguments (`["TicTacToe","move"]`, then
//! `[[3],[0,0,1]]`), its `.out` the results (`[null,0]`).

use std::collections::BTreeMap;
use std::fmt;

use anyhow::{anyhow, bail, Context as _, Result};
use syn::spanned::Spanned as _;
use ttt_core::arguments::{read_calls, read_literal, read_named, Call, Literal, Value};
use ttt_core::judge::InputError;

/// A parameter's or the result's type: what a judge's signature uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Type {
    Bool,
    I32,
    I64,
    String,
    Vec(Box<Type>),
    /// Nothing returned (no `->`), printed `null`.
    Unit,
    /// `Self`, a constructor's result, printed `null` too.
    Object,
}

impl Type {
    fn from_syn(written: &syn::Type) -> Result<Type> {
        // Written as shown, `()` aside.
        fn read(text: &str) -> Option<Type> {
            let named = [Type::Bool, Type::I32, Type::I64, Type::String, Type::Object];
            match text.strip_prefix("Vec<").and_then(|item| item.strip_suffix('>')) {
                Some(item) => Some(Type::Vec(Box::new(read(item)?))),
                None => named.into_iter().find(|named| named.to_string() == text),
            }
        }
        let shown = quote::quote!(#written).to_string().replace(' ', "");
        let expected = "expected bool, i32, i64, String or Vec<..> of them";
        let at = place(written.span());
        read(&shown).with_context(|| format!("{at}: found the type `{shown}`, {expected}"))
    }

    /// An error at `literal`, or at the item inside it, when it is not of this type.
    fn check(&self, literal: &Literal) -> Result<(), InputError> {
        match (self, &literal.value) {
            (Type::Vec(item), Value::Array(items)) => {
                items.iter().try_for_each(|literal| item.check(literal))
            }
            (Type::Bool, Value::Boolean(_))
            | (Type::String, Value::String(_))
            | (Type::I64, Value::Integer(_))
            | (Type::Unit | Type::Object, Value::Null) => Ok(()),
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
            Type::Unit => f.write_str("()"),
            Type::Object => f.write_str("Self"),
        }
    }
}

/// A method as a judge shows it: `pub fn valid_tic_tac_toe(board: Vec<String>) -> bool`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    pub name: String,
    /// `&self` or `&mut self` for a method of a class's object.
    pub receiver: Option<&'static str>,
    pub parameters: Vec<(String, Type)>,
    pub returns: Type,
}

impl Signature {
    /// Reads `pub fn name(a: Type, b: Type) -> Type` (`pub` and `-> ()` may be left out; a
    /// class's method takes `&self` or `&mut self` first).
    ///
    /// # Errors
    /// At the first piece that does not fit, with its line and column.
    pub fn parse(text: &str) -> Result<Signature> {
        // A foreign function is a signature with a visibility and no body.
        let item: syn::ForeignItemFn = syn::parse_str(&format!("{text};"))
            .map_err(|error| anyhow!("{}: {error}", place(error.span())))?;
        let (mut parameters, mut receiver) = (Vec::new(), None);
        for input in &item.sig.inputs {
            let at = place(input.span());
            let typed = match input {
                syn::FnArg::Receiver(syn::Receiver {
                    kind: syn::ReceiverKind::Reference(_, _, mutable),
                    ..
                }) => {
                    receiver = Some(if mutable.is_some() { "&mut self" } else { "&self" });
                    continue;
                }
                syn::FnArg::Receiver(_) => bail!("{at}: expected `&self` or `&mut self`"),
                syn::FnArg::Typed(typed) => typed,
            };
            let syn::Pat::Ident(name) = &*typed.pat else { bail!("{at}: expected a name") };
            parameters.push((name.ident.to_string(), Type::from_syn(&typed.ty)?));
        }
        let returns = match &item.sig.output {
            syn::ReturnType::Type(_, returns) => Type::from_syn(returns)?,
            syn::ReturnType::Default => Type::Unit,
        };
        Ok(Signature { name: item.sig.ident.to_string(), receiver, parameters, returns })
    }

    /// `arguments` checked against the parameters and written as Rust: `0, "a".to_string()`.
    fn checked(&self, arguments: &[Literal]) -> Result<String, InputError> {
        for (literal, (_, kind)) in arguments.iter().zip(&self.parameters) {
            kind.check(literal)?;
        }
        Ok(arguments.iter().map(rust).collect::<Vec<_>>().join(", "))
    }

    /// A class's `call` of this method, as [`Signature::checked`].
    fn positional(&self, call: &Call) -> Result<String, InputError> {
        let (found, wanted) = (call.arguments().len(), self.parameters.len());
        if found != wanted {
            let expected = format!("the {wanted} of `{self}`");
            Err(InputError::new(call.arguments.position, format!("found {found}"), expected))?;
        }
        self.checked(call.arguments())
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parameters = self.parameters.iter().map(|(name, kind)| format!("{name}: {kind}"));
        let parameters: Vec<String> =
            self.receiver.map(str::to_owned).into_iter().chain(parameters).collect();
        write!(f, "pub fn {}({})", self.name, parameters.join(", "))?;
        match self.returns {
            Type::Unit => Ok(()),
            ref returns => write!(f, " -> {returns}"),
        }
    }
}

/// What a function judge calls: one method of its `Solution`, or a class's object it makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Called {
    Method(Signature),
    Class(Class),
}

/// A class as a design problem declares it: its constructor, which the judge's arrays call by
/// the class's name, and other methods, each by its name there (`move` for `make_a_move`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    pub name: String,
    pub constructor: Signature,
    pub methods: Vec<(String, Signature)>,
}

impl Called {
    /// The class `name` with `methods`, each signature by the name the arrays call it.
    ///
    /// # Errors
    /// When a signature does not read, the constructor is missing, takes self or returns other
    /// than `Self`, or another method does not take `&self` or `&mut self`.
    pub fn class(name: &str, methods: &BTreeMap<String, String>) -> Result<Called> {
        let (mut constructor, mut others) = (None, Vec::new());
        for (called, text) in methods {
            let method = Signature::parse(text).with_context(|| format!("`{called}`"))?;
            if (called == name) != (method.receiver.is_none() && method.returns == Type::Object) {
                bail!("`{called}`: `{method}`: the constructor, `{name}`, takes no self and returns `Self`, every other method `&self` or `&mut self`");
            }
            match called == name {
                true => constructor = Some(method),
                false => others.push((called.clone(), method)),
            }
        }
        let constructor = constructor.with_context(|| format!("no constructor, `{name}`"))?;
        Ok(Called::Class(Class { name: name.to_owned(), constructor, methods: others }))
    }

    /// What the judge puts before the submission.
    pub fn prelude(&self) -> &'static str {
        match self {
            Called::Method(_) => "struct Solution;\n",
            Called::Class(_) => "",
        }
    }

    /// A sample's or generated input's text as a Rust expression of the `String` the judge
    /// prints for it: the method called on its arguments, or the class's calls made in order.
    ///
    /// # Errors
    /// Where the text is not the arguments or calls, with its line and column.
    pub fn call(&self, text: &str) -> Result<String> {
        let method = match self {
            Called::Method(method) => method,
            Called::Class(class) => {
                return class
                    .calls(text)
                    .with_context(|| format!("is not calls of `{}`", class.name))
            }
        };
        let names: Vec<&str> = method.parameters.iter().map(|(name, _)| name.as_str()).collect();
        let arguments = read_named(text.as_bytes(), &names).and_then(|a| method.checked(&a));
        let arguments = arguments.with_context(|| format!("is not the arguments of `{method}`"))?;
        Ok(format!("__judge_printing::written(&Solution::{}({arguments}))", method.name))
    }

    /// Reads a sample's `.out` or a run's stdout: a value of the method's type, or an array of a
    /// class's results.
    ///
    /// # Errors
    /// When it does not read or is not of that type.
    pub fn result(&self, text: &str) -> Result<Literal> {
        let literal = read_literal(text.as_bytes())?;
        match self {
            Called::Method(signature) => signature.returns.check(&literal)?,
            Called::Class(_) if matches!(literal.value, Value::Array(_)) => {}
            Called::Class(_) => Err(literal.error("the array of the calls' results"))?,
        }
        Ok(literal)
    }

    /// The note verify gives the problem (`method` or `class`) and what it says is called.
    pub fn note(&self) -> (&'static str, String) {
        match self {
            Called::Method(method) => ("method", method.to_string()),
            Called::Class(c) => {
                let methods = c.methods.iter().map(|(called, m)| format!(", `{m}` as `{called}`"));
                let methods: String = methods.collect();
                ("class", format!("`{}` (`{}`{methods})", c.name, c.constructor))
            }
        }
    }
}

impl Class {
    /// A sample's calls as the harness makes them: `__calls(TicTacToe::new(3),
    /// vec![__Call::M0(0, 0, 1)])`, each method but the constructor a variant `M<index>`.
    fn calls(&self, text: &str) -> Result<String> {
        let calls = read_calls(text.as_bytes())?;
        if calls[0].name() != self.name {
            Err(calls[0].name.error(format!("`\"{}\"`, the constructor, first", self.name)))?;
        }
        let mut made = Vec::new();
        for call in &calls[1..] {
            let Some(index) = self.methods.iter().position(|(called, _)| called == call.name())
            else {
                let names: Vec<String> =
                    self.methods.iter().map(|(n, _)| format!("`{n}`")).collect();
                let expected = format!("a method of `{}`: {}", self.name, names.join(", "));
                Err(InputError::found_bytes(call.name.position, call.name().as_bytes(), expected))?
            };
            made.push(format!("__Call::M{index}({})", self.methods[index].1.positional(call)?));
        }
        let new = format!("{}({})", self.constructor.name, self.constructor.positional(&calls[0])?);
        Ok(format!("__calls({}::{new}, vec![{}])", self.name, made.join(", ")))
    }

    /// What the harness adds for the class ([`CLASS_CALLS`]) for [`Class::calls`].
    fn items(&self) -> String {
        let (mut variants, mut arms) = (String::new(), String::new());
        for (index, (_, method)) in self.methods.iter().enumerate() {
            let types: Vec<String> = method.parameters.iter().map(|(_, t)| t.to_string()).collect();
            let names: Vec<String> = (0..types.len()).map(|i| format!("a{i}")).collect();
            let (types, names, name) = (types.join(", "), names.join(", "), &method.name);
            variants.push_str(&format!("    M{index}({types}),\n"));
            arms.push_str(&format!("            __Call::M{index}({names}) => __judge_printing::written(&object.{name}({names})),\n"));
        }
        let items = CLASS_CALLS.replace("{{class}}", &self.name).replace("{{variants}}", &variants);
        items.replace("{{arms}}", &arms)
    }
}

/// Where `span` starts, as errors say it: `line 1, column 13`.
fn place(span: proc_macro2::Span) -> String {
    let at = span.start();
    format!("line {}, column {}", at.line, at.column + 1)
}

/// A literal as a Rust expression of its type: `"a".to_string()`, `vec![1, 2]`.
fn rust(literal: &Literal) -> String {
    match &literal.value {
        Value::Boolean(b) => b.to_string(),
        Value::Null => "()".to_owned(),
        Value::Integer(n) => n.to_string(),
        // `{:?}` of a str is a Rust string literal, escapes and all.
        Value::String(text) => format!("{text:?}.to_string()"),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(rust).collect();
            format!("vec![{}]", items.join(", "))
        }
    }
}

/// How the judge prints a result: std only and self-contained, carried into the harness as is.
const PRINTING: &str = include_str!("../../crates/ttt-core/src/printing.rs");

/// The `main` of [`harness`], with `{{printing}}` for [`PRINTING`], `{{arms}}` the samples' arms.
const HARNESS_MAIN: &str = include_str!("function/harness.rs.template");

/// What a class's harness adds ([`Class::items`]), with `{{class}}`, `{{variants}}`, `{{arms}}`.
const CLASS_CALLS: &str = include_str!("function/class.rs.template");

/// The program the judge makes of `bundle` (module doc); each case is a sample's name and its
/// expression, as [`Called::call`] writes it.
pub fn harness(called: &Called, bundle: &str, cases: &[(String, String)]) -> String {
    let newline = if bundle.ends_with('\n') { "" } else { "\n" };
    let arms: String =
        cases.iter().map(|(name, call)| format!("        {name:?} => {call},\n")).collect();
    // The arms last: a sample's string could hold `{{printing}}`.
    let main = HARNESS_MAIN.replace("{{printing}}", PRINTING).replace("{{arms}}", &arms);
    let items = if let Called::Class(class) = called { class.items() } else { String::new() };
    format!("{}{bundle}{newline}\n{main}{items}", called.prelude())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A method of `Solution`.
    fn method(signature: &str) -> Result<Called> {
        Ok(Called::Method(Signature::parse(signature)?))
    }

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
        assert_eq!(error("pub f(x: i32) -> i32"), "line 1, column 5: expected `fn`");
        assert_eq!(error("fn f(self) -> i32"), "line 1, column 6: expected `&self` or `&mut self`");
        assert_eq!(error("fn f(x: i32, &self)"), "line 1, column 15: unexpected method receiver");
        // A class's methods: a receiver, nothing returned, `Self`.
        for shown in
            ["pub fn f(&self, x: i32)", "pub fn g(&mut self) -> i64", "pub fn new() -> Self"]
        {
            assert_eq!(Signature::parse(shown).unwrap().to_string(), shown);
        }
        let unit = Signature::parse("fn f(&mut self)").unwrap();
        assert_eq!((unit.receiver, unit.returns), (Some("&mut self"), Type::Unit));
    }

    #[test]
    fn arguments_read_as_the_judge_writes_them_and_become_rust_literals() {
        let lc794 = Called::Method(lc794());
        assert_eq!(
            lc794.call("board = [\"O  \",\"   \",\"   \"]\n").unwrap(),
            "__judge_printing::written(&Solution::valid_tic_tac_toe(vec![\"O  \".to_string(), \"   \".to_string(), \"   \".to_string()]))"
        );
        let moves = method("pub fn f(moves: Vec<Vec<i32>>, name: String) -> i32").unwrap();
        assert_eq!(
            moves.call("moves = [[0,0],[2, -1]], name = \"a\\\"b\"").unwrap(),
            "__judge_printing::written(&Solution::f(vec![vec![0, 0], vec![2, -1]], \"a\\\"b\".to_string()))"
        );
        assert_eq!(
            moves.call("moves = []\nname = \"\"\n").unwrap(),
            "__judge_printing::written(&Solution::f(vec![], \"\".to_string()))"
        );
    }

    /// A sample's mistakes in the literal syntax are the reader's, tested in ttt-core; these
    /// are the signature's: its parameters' names, in order, and their types.
    #[test]
    fn a_mistake_in_a_sample_names_its_line_and_column() {
        let moves = method("pub fn f(moves: Vec<Vec<i32>>, name: String) -> i32").unwrap();
        let error = |text: &str| format!("{:#}", moves.call(text).unwrap_err());
        let not = "is not the arguments of `pub fn f(moves: Vec<Vec<i32>>, name: String) -> i32`";
        assert_eq!(
            error("moves = [[0,0]]\nnom = \"a\""),
            format!("{not}: line 2, column 1: found `nom`, expected the argument `name`")
        );
        assert_eq!(
            error("moves = [[0,0]]\nname = 3"),
            format!("{not}: line 2, column 8: found `3`, expected a value of type String")
        );
        assert_eq!(
            error("moves = [[0,3000000000]], name = \"\""),
            format!("{not}: line 1, column 13: found `3000000000`, expected a value of type i32")
        );
    }

    #[test]
    fn results_read_as_the_judge_prints_them() {
        let strings = method("pub fn f() -> Vec<String>").unwrap();
        let value = strings.result("[ \"A\" , \"Dr\\\"aw\" ]\n").unwrap();
        assert_eq!(ttt_core::printing::written(&value), "[\"A\",\"Dr\\\"aw\"]");
        assert!(strings.result("true").is_err());
        let lc794 = Called::Method(lc794());
        assert_eq!(lc794.result("false\n").unwrap().value, Value::Boolean(false));
    }

    #[test]
    fn the_harness_declares_solution_and_calls_each_sample_by_name() {
        let method = method("pub fn f(x: i32) -> i32").unwrap();
        let cases = vec![("1".to_owned(), method.call("x = 1").unwrap())];
        let harness = harness(&method, "impl Solution {}\n", &cases);
        assert!(
            harness.starts_with("struct Solution;\nimpl Solution {}\n\nfn main() {"),
            "{harness}"
        );
        assert!(
            harness.contains("        \"1\" => __judge_printing::written(&Solution::f(1)),\n"),
            "{harness}"
        );
        assert!(harness.contains("mod __judge_printing {\n//! Results as a function judge prints"));
        assert!(!harness.contains("__calls"), "{harness}");
    }

    /// A tiny class: a counter that `add`s, `get`s and `reset`s (nothing returned).
    fn counter() -> Called {
        let methods = [
            ("Counter", "pub fn new(start: i32) -> Self"),
            ("add", "pub fn add(&mut self, by: i32, why: String) -> i64"),
            ("get", "pub fn total(&self) -> i64"),
            ("reset", "pub fn reset(&mut self)"),
        ];
        let methods = methods.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Called::class("Counter", &methods).unwrap()
    }

    #[test]
    fn a_class_harness_makes_each_samples_calls_on_one_object() {
        let class = counter();
        assert_eq!(class.prelude(), "");
        let call =
            class.call("[\"Counter\",\"add\",\"get\",\"reset\"]\n[[5],[2,\"a\"],[],[]]\n").unwrap();
        assert_eq!(
            call,
            "__calls(Counter::new(5), vec![__Call::M0(2, \"a\".to_string()), __Call::M1(), __Call::M2()])"
        );
        let harness = harness(&class, "pub struct Counter;\n", &[("1".to_owned(), call.clone())]);
        assert!(harness.starts_with("pub struct Counter;\n\nfn main() {"), "{harness}");
        assert!(harness.contains(&format!("        \"1\" => {call},\n")), "{harness}");
        let items = "enum __Call {\n    M0(i32, String),\n    M1(),\n    M2(),\n}";
        assert!(harness.contains(items), "{harness}");
        assert!(harness.contains("fn __calls(mut object: Counter, calls: Vec<__Call>) -> String {"));
        let arms = [
            "            __Call::M0(a0, a1) => __judge_printing::written(&object.add(a0, a1)),\n",
            "            __Call::M1() => __judge_printing::written(&object.total()),\n",
            "            __Call::M2() => __judge_printing::written(&object.reset()),\n",
        ];
        assert!(harness.contains(&arms.concat()), "{harness}");
    }

    #[test]
    fn a_malformed_class_sample_names_its_line_and_column() {
        let error = |text: &str| format!("{:#}", counter().call(text).unwrap_err());
        assert_eq!(
            error("[\"Counter\",\"add\"]\n[[5],[2]]"),
            "is not calls of `Counter`: line 2, column 6: found 1, expected the 2 of `pub fn add(&mut self, by: i32, why: String) -> i64`"
        );
        assert_eq!(
            error("[\"Counter\",\"ad\"]\n[[5],[2,\"a\"]]"),
            "is not calls of `Counter`: line 1, column 12: found `ad`, expected a method of `Counter`: `add`, `get`, `reset`"
        );
        assert_eq!(
            error("[\"add\"]\n[[5]]"),
            "is not calls of `Counter`: line 1, column 2: found a string, expected `\"Counter\"`, the constructor, first"
        );
        assert_eq!(
            error("[\"Counter\",\"Counter\"]\n[[5],[5]]"),
            "is not calls of `Counter`: line 1, column 12: found `Counter`, expected a method of `Counter`: `add`, `get`, `reset`"
        );
        assert_eq!(
            error("[\"Counter\"]\n[[\"5\"]]"),
            "is not calls of `Counter`: line 2, column 3: found a string, expected a value of type i32"
        );
        assert_eq!(
            error("[\"Counter\",\"get\"]\n[[5]]"),
            "is not calls of `Counter`: line 2, column 5: found `]`, expected the arguments of `get`"
        );
    }

    #[test]
    fn a_class_result_is_an_array_of_values() {
        let class = counter();
        assert_eq!(
            ttt_core::printing::written(&class.result("[null, 7,\n null]\n").unwrap()),
            "[null,7,null]"
        );
        let error = format!("{:#}", class.result("7").unwrap_err());
        assert_eq!(error, "line 1, column 1: found `7`, expected the array of the calls' results");
        let unit = method("fn f()").unwrap();
        assert_eq!(unit.result("null").unwrap().value, Value::Null);
        assert!(unit.result("0").is_err());
    }
}
