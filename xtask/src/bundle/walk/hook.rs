//! Panic hooks as a bundle can carry them: a closure that reads only the panic's payload. The
//! rest of a `PanicInfo` (`location()`, or the whole of it printed, `{info}`) names a place in
//! the bundle where the workspace binary names one in the crate.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::Expr;

use super::macros::format_captures;
use super::pat_bindings;

/// Where a hook given to `set_hook` reads more of the panic than its payload, if it does: the
/// first such use of its parameter, or the hook itself when it is not a closure written there.
pub(super) fn reads_more_than_payload(hook: &Expr) -> Option<Span> {
    match hook {
        Expr::Paren(inner) => reads_more_than_payload(&inner.expr),
        Expr::Group(inner) => reads_more_than_payload(&inner.expr),
        // `Box::new(|info| ..)`
        Expr::Call(call) if call.args.len() == 1 && is_box_new(&call.func) => {
            reads_more_than_payload(&call.args[0])
        }
        Expr::Closure(closure) => {
            let mut names = Vec::new();
            for input in &closure.inputs {
                pat_bindings(input, &mut names);
            }
            let mut uses = Uses { names, found: None };
            uses.visit_expr(&closure.body);
            uses.found
        }
        other => Some(other.span()),
    }
}

fn is_box_new(func: &Expr) -> bool {
    let Expr::Path(path) = func else { return false };
    let names: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
    names.ends_with(&["Box".to_owned(), "new".to_owned()])
}

/// The first use of the hook's parameter other than `.payload()`.
struct Uses {
    names: Vec<String>,
    found: Option<Span>,
}

impl Uses {
    fn note(&mut self, span: Span) {
        if self.found.is_none() {
            self.found = Some(span);
        }
    }

    fn is_parameter(&self, expr: &Expr) -> bool {
        matches!(expr, Expr::Path(p) if p.qself.is_none() && p.path.get_ident().is_some_and(|i| self.names.iter().any(|n| i == n)))
    }

    /// Macro arguments as tokens: the parameter followed by `.payload`, or else a use.
    fn scan(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (index, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => self.scan(group.stream()),
                TokenTree::Ident(ident) if self.names.iter().any(|n| ident == n) => {
                    let payload = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '.')
                        && matches!(trees.get(index + 2), Some(TokenTree::Ident(m)) if m == "payload");
                    if !payload {
                        self.note(ident.span());
                    }
                }
                TokenTree::Literal(literal) => {
                    if let syn::Lit::Str(text) = syn::Lit::new(literal.clone()) {
                        let captures = format_captures(&text.value());
                        if captures.iter().any(|c| self.names.contains(c)) {
                            self.note(literal.span());
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for Uses {
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if call.method == "payload" && self.is_parameter(&call.receiver) {
            return;
        }
        visit::visit_expr_method_call(self, call);
    }

    fn visit_expr_path(&mut self, path: &'ast syn::ExprPath) {
        if self.is_parameter(&Expr::Path(path.clone())) {
            self.note(path.span());
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.scan(mac.tokens.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(hook: &str) -> Option<(usize, usize)> {
        let expr: Expr = syn::parse_str(hook).unwrap();
        reads_more_than_payload(&expr).map(|span| (span.start().line, span.start().column + 1))
    }

    #[test]
    fn a_hook_reading_only_the_payload_is_carried() {
        assert_eq!(
            at("Box::new(|info| eprintln!(\"{:?}\", info.payload().downcast_ref::<&str>()))"),
            None
        );
        assert_eq!(at("Box::new(move |i| { let p = i.payload(); eprintln!(\"{p:?}\"); })"), None);
        assert_eq!(at("Box::new(|_| eprintln!(\"panic\"))"), None);
    }

    #[test]
    fn any_other_use_of_the_panic_is_where_the_hook_goes_wrong() {
        assert_eq!(at("Box::new(|info| { let l = info.location(); })"), Some((1, 27)));
        assert_eq!(at("Box::new(|info| eprintln!(\"{}\", info.to_string()))"), Some((1, 33)));
        assert_eq!(at("Box::new(|info| eprintln!(\"fatal: {info}\"))"), Some((1, 27)));
        assert_eq!(at("Box::new(move |info| previous(info))"), Some((1, 31)));
        // A hook that is not a closure here: what it reads cannot be seen.
        assert_eq!(at("Box::new(my_hook)"), Some((1, 10)));
    }
}
