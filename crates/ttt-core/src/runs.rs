//! Lines of k on a [`Grid`]: the rule a problem states ([`LineRule`]: k, the directions that
//! count, "k or more" or "exactly k"), who has a line, every run that counts, the cells that
//! would complete one, the k-windows a player could still fill, and the line through one cell.
//!
//! Runs are found on the bitboard, never cell by cell: with `b` a player's stones and `s` the
//! shift of a direction (1 along a row, `width + 1` down a column, `width + 2` down the `\`
//! diagonal, `width` down the `/` diagonal), `R₁ = b`, `R₂ₐ = Rₐ & (Rₐ >> a·s)` and
//! `Rₐ₊꜀ = Rₐ & (R꜀ >> a·s)`, so the starts of every run of k or more, `R_k`, take O(log k)
//! shift-ANDs per direction. The guard bit after each row ([`crate::grid`]) ends every run at
//! the edge of the grid. A run of exactly k starts where `R_k` does, with no own stone just
//! before it (`b << s`) nor just after its k-th cell (`b >> k·s`).
//!
//! ```
//! use ttt_core::grid::{Grid, Player, Size};
//! use ttt_core::runs::{Direction, LineRule};
//!
//! // Codeforces 825B: can X make five in a row (or more) with one move.
//! let size = Size::new(3, 6).unwrap();
//! let mut grid = Grid::new(size, 2);
//! for column in [0, 1, 3, 4] {
//!     grid.set(size.cell(1, column).unwrap(), Some(Player::FIRST));
//! }
//! let five = LineRule::in_a_row(5);
//! assert!(!five.has_line(&grid, Player::FIRST));
//! let completing = five.completing_cells(&grid, Player::FIRST);
//! assert_eq!(completing.iter().collect::<Vec<_>>(), [size.cell(1, 2).unwrap()]);
//!
//! grid.set(size.cell(1, 2).unwrap(), Some(Player::FIRST));
//! let runs = five.runs(&grid, Player::FIRST);
//! assert_eq!(runs.len(), 1);
//! assert_eq!((runs[0].first(), runs[0].direction(), runs[0].length()),
//!            (size.cell(1, 0).unwrap(), Direction::Horizontal, 5));
//! assert_eq!(five.players_with_a_line(&grid), [Player::FIRST]);
//! // In gomoku exactly five wins: six in a row does not.
//! grid.set(size.cell(1, 5).unwrap(), Some(Player::FIRST));
//! assert!(!five.exactly().has_line(&grid, Player::FIRST));
//! assert!(five.has_line(&grid, Player::FIRST));
//! ```
//!
//! Counting k-windows (AtCoder ABC 241 C: can painting at most two cells make six in a row;
//! yes when a window of six holds four `#` or more, here on a 1-row grid of one player):
//!
//! ```
//! use ttt_core::grid::{Grid, Player, Size};
//! use ttt_core::runs::LineRule;
//!
//! let size = Size::new(1, 8).unwrap();
//! let mut grid = Grid::new(size, 1);
//! for column in [0, 2, 3, 5] {
//!     grid.set(size.cell(0, column).unwrap(), Some(Player::FIRST));
//! }
//! let six = LineRule::in_a_row(6);
//! // The windows of six start at columns 0, 1 and 2; they hold 4, 3 and 3 stones.
//! assert_eq!(six.windows(&grid, Player::FIRST, 4), 1);
//! assert_eq!(six.windows(&grid, Player::FIRST, 3), 3);
//! assert_eq!(six.windows(&grid, Player::FIRST, 0), 3);
//! ```
//!
//! A game that checks each new stone (gravity games) asks only about the line through it, in
//! O(k): [`LineRule::has_line_through`].

use crate::grid::{Cell, Cells, Grid, Player, Size};

/// A direction a line runs in, from its first cell in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    /// Along a row, left to right.
    Horizontal,
    /// Down a column.
    Vertical,
    /// Down and to the right, `\`.
    Diagonal,
    /// Down and to the left, `/`.
    AntiDiagonal,
}

impl Direction {
    /// The four directions, in this order.
    pub const ALL: [Direction; 4] =
        [Direction::Horizontal, Direction::Vertical, Direction::Diagonal, Direction::AntiDiagonal];

    /// One step along the direction: rows down and columns right (`-1` is to the left).
    #[inline]
    pub const fn step(self) -> (isize, isize) {
        match self {
            Direction::Horizontal => (0, 1),
            Direction::Vertical => (1, 0),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }

    /// The bits between a cell and the next one along the direction.
    const fn shift(self, size: Size) -> usize {
        match self {
            Direction::Horizontal => 1,
            Direction::Vertical => size.width() + 1,
            Direction::Diagonal => size.width() + 2,
            Direction::AntiDiagonal => size.width(),
        }
    }
}

/// The directions in which a line counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Directions {
    /// Rows and columns only.
    RowsAndColumns,
    /// Rows, columns and both diagonals.
    WithDiagonals,
}

impl Directions {
    /// The directions, in [`Direction::ALL`] order.
    #[inline]
    pub const fn list(self) -> &'static [Direction] {
        match self {
            Directions::RowsAndColumns => &[Direction::Horizontal, Direction::Vertical],
            Directions::WithDiagonals => &Direction::ALL,
        }
    }
}

/// Which runs of k count as a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Length {
    /// k stones in a row or more.
    AtLeast,
    /// Exactly k: a longer run (an overline) is no line, as in gomoku where exactly five wins.
    Exactly,
}

/// The line a problem asks for: k stones in a row, in which directions, and whether a longer
/// run counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LineRule {
    k: usize,
    directions: Directions,
    length: Length,
}

/// A run that counts as a line: its first cell in reading order (the topmost, then the
/// leftmost), its direction from there and its length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Run {
    first: Cell,
    direction: Direction,
    length: usize,
}

impl Run {
    /// Its first cell in reading order: the topmost, then the leftmost. For a `/` run that is
    /// its top-right cell; [`Run::leftmost`] is its bottom-left.
    #[inline]
    pub const fn first(&self) -> Cell {
        self.first
    }

    /// Its direction, from the first cell.
    #[inline]
    pub const fn direction(&self) -> Direction {
        self.direction
    }

    /// How many cells it has.
    #[inline]
    pub const fn length(&self) -> usize {
        self.length
    }

    /// Its last cell in reading order.
    pub fn last(&self) -> Cell {
        self.cell(self.length - 1)
    }

    /// Its leftmost cell, the topmost of a vertical run: what problems that print "the
    /// leftmost stone of the line, the topmost if vertical" ask for.
    pub fn leftmost(&self) -> Cell {
        match self.direction {
            Direction::AntiDiagonal => self.last(),
            _ => self.first,
        }
    }

    /// Its cells in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.length).map(move |index| self.cell(index))
    }

    /// The cell `index` steps from the first.
    fn cell(&self, index: usize) -> Cell {
        let (down, right) = self.direction.step();
        let row = self.first.row() + index * down as usize;
        // A run lies within its grid, so the column never goes below 0.
        let column = self.first.column() as isize + index as isize * right;
        Cell::at(row, column as usize)
    }
}

/// `R_k`: the bits `i` where `i`, `i + s`, ... `i + (k - 1)·s` are all in `stones`, by
/// doubling and combining (O(log k) shift-ANDs).
fn run_starts_of_length(stones: &Cells, k: usize, shift: usize) -> Cells {
    let mut power = stones.clone();
    let mut power_length = 1usize;
    let mut result: Option<(Cells, usize)> = None;
    let mut rest = k;
    loop {
        if rest & 1 == 1 {
            result = Some(match result {
                None => (power.clone(), power_length),
                Some((runs, length)) => {
                    let moved = power.shifted_down(length.saturating_mul(shift));
                    (runs.intersection_raw(&moved), length + power_length)
                }
            });
        }
        rest >>= 1;
        if rest == 0 || power.is_empty() {
            break;
        }
        let moved = power.shifted_down(power_length.saturating_mul(shift));
        power = power.intersection_raw(&moved);
        power_length *= 2;
    }
    match result {
        Some((runs, _)) if rest == 0 => runs,
        // The doubling ran out of stones before reaching k: no run is that long.
        _ => Cells::empty(stones.size()),
    }
}

/// The window starts among `windows` whose k cells (`shift` apart) hold at least `at_least`
/// of `stones`: the k shifted copies of `stones` are added up in bit-sliced counters, one
/// set of cells per binary digit, and the counts compared with `at_least` digit by digit.
fn windows_holding(
    windows: &Cells,
    stones: &Cells,
    k: usize,
    shift: usize,
    at_least: usize,
) -> Cells {
    if at_least == 0 {
        return windows.clone();
    }
    if at_least > k {
        return Cells::empty(windows.size());
    }
    let mut digits: Vec<Cells> = Vec::new();
    for offset in 0..k {
        let mut carry = stones.shifted_down(offset * shift).intersection_raw(windows);
        for digit in &mut digits {
            if carry.is_empty() {
                break;
            }
            let sum = digit.symmetric_difference_raw(&carry);
            carry = digit.intersection_raw(&carry);
            *digit = sum;
        }
        if !carry.is_empty() {
            digits.push(carry);
        }
    }
    if digits.len() < usize::BITS as usize && at_least >> digits.len() != 0 {
        return Cells::empty(windows.size());
    }
    // From the highest digit down: `above` holds the counts already known to be greater,
    // `equal` those equal to `at_least` in the digits so far.
    let mut above = Cells::empty(windows.size());
    let mut equal = windows.clone();
    for (index, digit) in digits.iter().enumerate().rev() {
        if at_least >> index & 1 == 1 {
            equal = equal.intersection_raw(digit);
        } else {
            above = above.union_raw(&equal.intersection_raw(digit));
            equal = equal.difference_raw(digit);
        }
    }
    above.union_raw(&equal)
}

/// How many bits `i` start a window of `open` bits (`i`, `i + s`, ... `i + (k - 1)·s`) that
/// holds at least `at_least` of `stones`: [`run_starts_of_length`] then [`windows_holding`],
/// counted, fused word by word for sets held in words, with no set built on the way.
///
/// # Complexity
/// O(k log k) word operations per word.
///
/// When `first_only`, the count stops at the first word that holds such a window.
fn count_windows(
    open: &[u64],
    stones: &[u64],
    k: usize,
    shift: usize,
    at_least: usize,
    first_only: bool,
) -> usize {
    if at_least > k {
        return 0;
    }
    // Each cell of a window as a whole number of words and a shift within a word.
    let offsets: Vec<(usize, u32)> =
        (0..k).map(|offset| (offset * shift / 64, (offset * shift % 64) as u32)).collect();
    // A counter with enough digits for a count of k, of a size known to the compiler for the
    // usual small k.
    match usize::BITS - k.leading_zeros() {
        0..=2 => count_windows_in::<2>(open, stones, &offsets, at_least, first_only),
        3 => count_windows_in::<3>(open, stones, &offsets, at_least, first_only),
        4 => count_windows_in::<4>(open, stones, &offsets, at_least, first_only),
        _ => count_windows_in::<{ usize::BITS as usize }>(
            open, stones, &offsets, at_least, first_only,
        ),
    }
}

/// [`count_windows`] with a counter of `DIGITS` digits, bit-sliced over the 64 windows that
/// start in a word.
fn count_windows_in<const DIGITS: usize>(
    open: &[u64],
    stones: &[u64],
    offsets: &[(usize, u32)],
    at_least: usize,
    first_only: bool,
) -> usize {
    let mut count = 0;
    for index in 0..open.len() {
        let mut windows = !0;
        for &offset in offsets {
            windows &= shifted_word(open, index, offset);
        }
        if windows == 0 || at_least == 0 {
            count += windows.count_ones() as usize;
            if first_only && count > 0 {
                break;
            }
            continue;
        }
        let mut digits = [0_u64; DIGITS];
        for &offset in offsets {
            let mut carry = shifted_word(stones, index, offset) & windows;
            for digit in &mut digits {
                (*digit, carry) = (*digit ^ carry, *digit & carry);
            }
        }
        // From the highest digit down, as in `windows_holding`.
        let (mut above, mut equal) = (0, windows);
        for (index, &digit) in digits.iter().enumerate().rev() {
            if at_least >> index & 1 == 1 {
                equal &= digit;
            } else {
                above |= equal & digit;
                equal &= !digit;
            }
        }
        count += (above | equal).count_ones() as usize;
        if first_only && count > 0 {
            break;
        }
    }
    count
}

/// Word `index` of the set in `words` moved `words_over` words and `bits` bits towards bit 0,
/// as [`Cells::shifted_down`] would have it: 0 past the end.
#[inline]
fn shifted_word(words: &[u64], index: usize, (words_over, bits): (usize, u32)) -> u64 {
    let at = index + words_over;
    let low = words.get(at).map_or(0, |&word| word >> bits);
    // Shifting by 64 - bits is done as two shifts, so that `bits` = 0 needs no branch.
    let high = words.get(at + 1).map_or(0, |&word| word << (63 - bits) << 1);
    low | high
}

impl LineRule {
    /// `k` in a row, in `directions`, `length` saying whether more than `k` counts.
    ///
    /// # Panics
    /// When `k` is 0.
    #[inline]
    pub const fn new(k: usize, directions: Directions, length: Length) -> LineRule {
        assert!(k > 0, "a line has at least one cell");
        LineRule { k, directions, length }
    }

    /// `k` or more in a row, along rows, columns or diagonals: tic-tac-toe's rule (k = 3), and
    /// Connect Four's (k = 4).
    ///
    /// # Panics
    /// When `k` is 0.
    #[inline]
    pub const fn in_a_row(k: usize) -> LineRule {
        LineRule::new(k, Directions::WithDiagonals, Length::AtLeast)
    }

    /// This rule with only runs of exactly k counting.
    #[must_use]
    pub const fn exactly(self) -> LineRule {
        LineRule { length: Length::Exactly, ..self }
    }

    /// This rule with only rows and columns counting.
    #[must_use]
    pub const fn without_diagonals(self) -> LineRule {
        LineRule { directions: Directions::RowsAndColumns, ..self }
    }

    /// How many stones in a row make a line.
    #[inline]
    pub const fn k(self) -> usize {
        self.k
    }

    /// The directions in which a line counts.
    #[inline]
    pub const fn directions(self) -> Directions {
        self.directions
    }

    /// Whether a run longer than k counts.
    #[inline]
    pub const fn length(self) -> Length {
        self.length
    }

    /// The first cells (in reading order) of the runs of `stones` in `direction` that count.
    /// A run of k or more is one run, however long; each direction is asked on its own,
    /// whether the rule counts it or not.
    ///
    /// # Complexity
    /// O(log k) shift-ANDs of O(bits / 64) words.
    pub fn run_starts(self, stones: &Cells, direction: Direction) -> Cells {
        let shift = direction.shift(stones.size());
        let runs = run_starts_of_length(stones, self.k, shift);
        if runs.is_empty() {
            return runs;
        }
        let continued = runs.difference_raw(&stones.shifted_up(shift));
        match self.length {
            Length::AtLeast => continued,
            Length::Exactly => {
                continued.difference_raw(&stones.shifted_down(self.k.saturating_mul(shift)))
            }
        }
    }

    /// Do `stones` hold a line (stones of one player, on any grid).
    ///
    /// # Complexity
    /// O(log k) shift-ANDs of O(bits / 64) words per direction.
    pub fn has_line_in(self, stones: &Cells) -> bool {
        self.directions.list().iter().any(|&direction| {
            let shift = direction.shift(stones.size());
            match self.length {
                Length::AtLeast => !run_starts_of_length(stones, self.k, shift).is_empty(),
                Length::Exactly => !self.run_starts(stones, direction).is_empty(),
            }
        })
    }

    /// Has `player` a line on `grid`.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    ///
    /// # Complexity
    /// O(log k) shift-ANDs of O(bits / 64) words per direction.
    pub fn has_line(self, grid: &Grid, player: Player) -> bool {
        self.has_line_in(grid.stones(player))
    }

    /// The players with a line, in order (none, one, or several on a board no game reaches).
    ///
    /// # Complexity
    /// [`LineRule::has_line`] for each player.
    pub fn players_with_a_line(self, grid: &Grid) -> Vec<Player> {
        grid.players().filter(|&player| self.has_line(grid, player)).collect()
    }

    /// Every run of `player` that counts, ordered by first cell in reading order, then by
    /// direction ([`Direction::ALL`] order). A run of k or more is listed once, whole.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    ///
    /// # Complexity
    /// O(log k) shift-ANDs of O(bits / 64) words per direction, plus the cells of the runs.
    pub fn runs(self, grid: &Grid, player: Player) -> Vec<Run> {
        let stones = grid.stones(player);
        let mut runs = Vec::new();
        for &direction in self.directions.list() {
            for first in self.run_starts(stones, direction).iter() {
                let length = walk(stones, first, direction, usize::MAX);
                runs.push(Run { first, direction, length });
            }
        }
        runs.sort_unstable();
        runs
    }

    /// The empty cells that would give `player` a line through them: cells `e` such that
    /// after `player` plays `e` it has a line (under this rule) that holds `e`. With
    /// [`Length::Exactly`], a move that makes exactly k in one direction completes a line
    /// even if it makes an overline in another.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    ///
    /// # Complexity
    /// O(k log k) shift-ANDs of O(bits / 64) words per direction.
    pub fn completing_cells(self, grid: &Grid, player: Player) -> Cells {
        let stones = grid.stones(player);
        let empty = grid.empty_cells();
        let mut completing = Cells::empty(grid.size());
        if self.k > grid.height().max(grid.width()) {
            return completing;
        }
        let open = stones.union_raw(&empty);
        for &direction in self.directions.list() {
            let shift = direction.shift(grid.size());
            // Windows of k cells, each of them the player's or empty, with k - 1 stones: the
            // one cell left is empty, and filling it makes the window a run.
            let windows = run_starts_of_length(&open, self.k, shift);
            let mut full = windows_holding(&windows, stones, self.k, shift, self.k - 1);
            if self.length == Length::Exactly {
                full = full
                    .difference_raw(&stones.shifted_up(shift))
                    .difference_raw(&stones.shifted_down(self.k * shift));
            }
            for offset in 0..self.k {
                let cells = full.shifted_up(offset * shift).intersection_raw(&empty);
                completing = completing.union_raw(&cells);
            }
        }
        completing
    }

    /// The number of k-windows (k cells in a row, in each direction of the rule) that hold at
    /// least `at_least` of `player`'s stones and no stone of another player. A window is
    /// counted once per direction: with k = 1, each cell is a window in every direction.
    /// The length rule plays no part: a window is k cells whatever lies around it.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    ///
    /// # Complexity
    /// O(k log k) shift-ANDs of O(bits / 64) words per direction.
    pub fn windows(self, grid: &Grid, player: Player, at_least: usize) -> usize {
        self.count_windows_of(grid, player, at_least, false)
    }

    /// Is there a k-window that [`LineRule::windows`] counts: the same look, stopped at the
    /// first such window.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    ///
    /// # Complexity
    /// As [`LineRule::windows`] at most, less when a window comes early.
    pub fn has_window(self, grid: &Grid, player: Player, at_least: usize) -> bool {
        self.count_windows_of(grid, player, at_least, true) > 0
    }

    /// [`LineRule::windows`], or when `first_only`, a count that stops above 0 as soon as it
    /// can.
    fn count_windows_of(
        self,
        grid: &Grid,
        player: Player,
        at_least: usize,
        first_only: bool,
    ) -> usize {
        if self.k > grid.height().max(grid.width()) {
            return 0;
        }
        let stones = grid.stones(player);
        let open = stones.union_raw(&grid.empty_cells());
        let shifts = self.directions.list().iter().map(|&direction| direction.shift(grid.size()));
        let mut count = 0;
        for shift in shifts {
            count += match (open.large_words(), stones.large_words()) {
                (Some(open), Some(stones)) => {
                    count_windows(open, stones, self.k, shift, at_least, first_only)
                }
                _ => self.windows_by_sets(&open, stones, shift, at_least),
            };
            if first_only && count > 0 {
                break;
            }
        }
        count
    }

    /// [`LineRule::windows`] along one direction (`shift` bits from a cell to the next), built
    /// as whole sets: the windows of `open` cells, then those holding `at_least` stones.
    fn windows_by_sets(self, open: &Cells, stones: &Cells, shift: usize, at_least: usize) -> usize {
        let windows = run_starts_of_length(open, self.k, shift);
        windows_holding(&windows, stones, self.k, shift, at_least).len()
    }

    /// Is the stone on `cell` part of a line (under this rule) through `cell`: for a game that
    /// checks each new stone. `false` for an empty cell.
    ///
    /// # Panics
    /// When `cell` lies outside the grid.
    ///
    /// # Complexity
    /// O(k): at most k cells each way, per direction.
    pub fn has_line_through(self, grid: &Grid, cell: Cell) -> bool {
        assert!(grid.size().contains(cell), "{cell:?} lies outside a grid of {:?}", grid.size());
        let Some(player) = grid.get(cell) else { return false };
        let stones = grid.stones(player);
        self.directions.list().iter().any(|&direction| {
            let (before, after) = around(stones, cell, direction, self.k);
            self.counts(before + 1 + after)
        })
    }

    /// The line through `cell` of the player whose stone is on it, whole, in the first
    /// direction (in [`Direction::ALL`] order) where there is one; `None` for an empty cell or
    /// a stone on no line.
    ///
    /// # Panics
    /// When `cell` lies outside the grid.
    ///
    /// # Complexity
    /// O(length of the runs through `cell`).
    pub fn line_through(self, grid: &Grid, cell: Cell) -> Option<Run> {
        assert!(grid.size().contains(cell), "{cell:?} lies outside a grid of {:?}", grid.size());
        let stones = grid.stones(grid.get(cell)?);
        self.directions.list().iter().find_map(|&direction| {
            let (before, after) = around(stones, cell, direction, usize::MAX);
            let length = before + 1 + after;
            let first = step(cell, direction, -(before as isize), grid.size())?;
            self.counts(length).then_some(Run { first, direction, length })
        })
    }

    /// Does a run of `length` count under this rule.
    const fn counts(self, length: usize) -> bool {
        match self.length {
            Length::AtLeast => length >= self.k,
            Length::Exactly => length == self.k,
        }
    }
}

/// The cell `steps` steps from `cell` along `direction` (backwards when negative), if it lies
/// within `size`.
fn step(cell: Cell, direction: Direction, steps: isize, size: Size) -> Option<Cell> {
    let (down, right) = direction.step();
    let row = cell.row() as isize + steps * down;
    let column = cell.column() as isize + steps * right;
    if row < 0 || column < 0 {
        return None;
    }
    size.cell(row as usize, column as usize)
}

/// How many of `stones` follow `cell` along `direction` without a gap, at most `limit`.
fn walk(stones: &Cells, cell: Cell, direction: Direction, limit: usize) -> usize {
    count_from(stones, cell, direction, 1, limit) + 1
}

/// How many of `stones` lie in a row next to `cell`, before it and after it along
/// `direction`, each at most `limit`.
fn around(stones: &Cells, cell: Cell, direction: Direction, limit: usize) -> (usize, usize) {
    (count_from(stones, cell, direction, -1, limit), count_from(stones, cell, direction, 1, limit))
}

/// How many of `stones` lie next to `cell` without a gap, stepping `sign` steps at a time
/// along `direction`, at most `limit`.
fn count_from(
    stones: &Cells,
    cell: Cell,
    direction: Direction,
    sign: isize,
    limit: usize,
) -> usize {
    let mut count = 0;
    while count < limit {
        match step(cell, direction, sign * (count as isize + 1), stones.size()) {
            Some(next) if stones.contains(next) => count += 1,
            _ => break,
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads a grid drawn as rows of `X`, `O` and `.` separated by `/`.
    fn grid(drawn: &str) -> Grid {
        let rows: Vec<&str> = drawn.split('/').collect();
        let size = Size::new(rows.len(), rows[0].len()).unwrap();
        let mut grid = Grid::new(size, 2);
        for (row, text) in rows.iter().enumerate() {
            assert_eq!(text.len(), size.width(), "{drawn}");
            for (column, byte) in text.bytes().enumerate() {
                let player = match byte {
                    b'X' => Some(Player::FIRST),
                    b'O' => Some(Player::SECOND),
                    _ => None,
                };
                grid.set(size.cell(row, column).unwrap(), player);
            }
        }
        grid
    }

    /// The answers of every query for X, written short: whether X has a line, its runs as
    /// `row,column direction length`, the completing cells drawn, the windows with at least
    /// 0..=k stones, and the lines through each X stone.
    fn check(rule: LineRule, drawn: &str, expected: &str) {
        let grid = grid(drawn);
        let x = Player::FIRST;
        let runs: Vec<String> = rule
            .runs(&grid, x)
            .iter()
            .map(|run| {
                let first = run.first();
                format!("{},{} {:?} {}", first.row(), first.column(), run.direction(), run.length())
            })
            .collect();
        let windows: Vec<String> =
            (0..=rule.k()).map(|at_least| rule.windows(&grid, x, at_least).to_string()).collect();
        let through =
            grid.stones(x).iter().filter(|&cell| rule.has_line_through(&grid, cell)).count();
        let actual = format!(
            "{} [{}] {:?} windows {} through {}",
            rule.has_line(&grid, x),
            runs.join("; "),
            rule.completing_cells(&grid, x),
            windows.join(" "),
            through,
        );
        assert_eq!(actual, expected, "{rule:?} on {drawn}");
    }

    #[test]
    fn windows_counted_word_by_word_agree_with_the_sets() {
        let mut seed = 0x5eed_u64;
        let mut random = move || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize
        };
        for (height, width) in [(12, 11), (9, 70), (70, 9), (30, 64), (16, 130), (3, 300)] {
            let size = Size::new(height, width).unwrap();
            for players in [1, 2, 3] {
                let mut grid = Grid::new(size, players);
                for cell in size.cells() {
                    grid.set(
                        cell,
                        Player::new(random() % (players + 1)).filter(|p| p.index() < players),
                    );
                }
                let stones = grid.stones(Player::FIRST);
                let open = stones.union_raw(&grid.empty_cells());
                for k in [1, 2, 3, 5, 6, 9, 17] {
                    let rule = LineRule::in_a_row(k);
                    for at_least in 0..=k + 1 {
                        let by_sets: usize = Direction::ALL
                            .iter()
                            .map(|&d| rule.windows_by_sets(&open, stones, d.shift(size), at_least))
                            .sum();
                        let expected = if k > height.max(width) { 0 } else { by_sets };
                        assert_eq!(rule.windows(&grid, Player::FIRST, at_least), expected);
                        assert_eq!(rule.has_window(&grid, Player::FIRST, at_least), expected > 0);
                    }
                }
            }
        }
    }

    #[test]
    fn queries_on_small_grids() {
        let three = LineRule::in_a_row(3);
        check(
            three,
            "XXX/OO./...",
            "true [0,0 Horizontal 3] .../.../... windows 3 2 1 1 through 3",
        );
        check(three, "XX./OO./...", "false [] ..#/.../... windows 3 1 1 0 through 0");
        check(
            three.without_diagonals(),
            "X../.X./..O",
            "false [] .../.../... windows 4 4 0 0 through 0",
        );
        check(three, "X../.X./...", "false [] .../.../..# windows 8 6 1 0 through 0");
        // A run of four is one run of k or more, and no run of exactly three.
        check(
            three,
            "XXXX/..../....",
            "true [0,0 Horizontal 4] ..../..../.... windows 14 10 2 2 through 4",
        );
        check(
            three.exactly(),
            "XXXX/..../....",
            "false [] ..../..../.... windows 14 10 2 2 through 0",
        );
        // Exactly three: in XX.X. the gap would make four; in XX..X it makes three.
        check(three.exactly(), "XX.X.", "false [] ..... windows 3 3 2 0 through 0");
        check(three.exactly(), "XX..X", "false [] ..#.. windows 3 3 1 0 through 0");
        // The / diagonal's first cell is its top-right.
        check(
            three,
            "..X/.X./X..",
            "true [0,2 AntiDiagonal 3] .../.../... windows 8 8 1 1 through 3",
        );
    }

    #[test]
    fn runs_give_their_cells_first_last_and_leftmost() {
        let grid = grid("...X/..X./.X../X...");
        let runs = LineRule::in_a_row(4).runs(&grid, Player::FIRST);
        assert_eq!(runs.len(), 1);
        let run = runs[0];
        let cells: Vec<(usize, usize)> = run.cells().map(|c| (c.row(), c.column())).collect();
        assert_eq!(cells, [(0, 3), (1, 2), (2, 1), (3, 0)]);
        assert_eq!((run.last().row(), run.leftmost().column()), (3, 0));
        let through = LineRule::in_a_row(4).line_through(&grid, grid.cell(2, 1).unwrap());
        assert_eq!(through, Some(run));
        assert_eq!(LineRule::in_a_row(4).line_through(&grid, grid.cell(0, 0).unwrap()), None);
    }
}
