//! j10-lib-2024-only: a reverse Polish calculator on the 2024 edition that uses what only 2024
//! has: `let` chains, and a returned `impl Iterator` capturing `&self`'s lifetime without
//! `+ '_`. As 2021 (the judge's edition for a bundle) it does not compile.
//! j11-uses-lib-2024-only depends on it.

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    Num(i64),
    Op(u8),
}

/// The tokens of one line.
#[derive(Debug)]
pub struct Line {
    words: Vec<String>,
}

impl Line {
    pub fn new(text: &str) -> Self {
        Line { words: text.split_whitespace().map(String::from).collect() }
    }

    /// Each word read as a token (`None` for a word that is neither).
    pub fn tokens(&self) -> impl Iterator<Item = Option<Token>> {
        self.words.iter().map(|w| {
            if let Ok(v) = w.parse::<i64>() {
                Some(Token::Num(v))
            } else if let [b] = w.as_bytes()
                && b"+-*/".contains(b)
            {
                Some(Token::Op(*b))
            } else {
                None
            }
        })
    }
}

/// Evaluates a line, or says what is wrong with it.
pub fn eval(line: &Line) -> Result<i64, String> {
    let mut stack: Vec<i64> = Vec::new();
    for (i, token) in line.tokens().enumerate() {
        match token {
            None => return Err(format!("word {} is not a number or operator", i + 1)),
            Some(Token::Num(v)) => stack.push(v),
            Some(Token::Op(op)) => {
                if let Some(b) = stack.pop()
                    && let Some(a) = stack.pop()
                {
                    let v = match op {
                        b'+' => a.checked_add(b),
                        b'-' => a.checked_sub(b),
                        b'*' => a.checked_mul(b),
                        _ => a.checked_div(b),
                    };
                    stack.push(v.ok_or_else(|| format!("word {}: overflow or division by zero", i + 1))?);
                } else {
                    return Err(format!("word {}: stack underflow", i + 1));
                }
            }
        }
    }
    if let [v] = stack[..] { Ok(v) } else { Err(format!("{} values left", stack.len())) }
}
