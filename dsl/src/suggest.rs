//! "Did you mean": the known name closest to a misspelt one, by edit
//! distance with transpositions (`bswp` → `bswap`, `GPR46` → `GPR64`).

/// The candidate closest to `name`, if one is close enough to be the
/// name meant: at most one edit for short names, about one in three
/// characters for longer ones. Ties go to the candidate that differs only
/// in case, then to one of the same length, then to the first in sorted
/// order.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (name.chars().count() / 3).max(1);
    let lower = name.to_lowercase();
    let length = name.chars().count();
    // Smaller is better: the distance, then a case-only difference, then
    // the difference in length (a letter changed rather than dropped).
    let mut best: Option<((usize, bool, usize), &str)> = None;
    for c in candidates {
        let c_length = c.chars().count();
        if c == name || c_length.abs_diff(length) > limit {
            continue;
        }
        let Some(d) = distance(&lower, &c.to_lowercase(), limit) else { continue };
        let key = (d, d != 0, c_length.abs_diff(length));
        if best.is_none_or(|(b, bname)| (key, c) < (b, bname)) {
            best = Some((key, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The optimal-string-alignment distance between `a` and `b`, when it is
/// at most `limit`.
fn distance(a: &str, b: &str, limit: usize) -> Option<usize> {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    // Three rows: two back (for transpositions), one back, this one.
    let mut rows = vec![vec![0usize; width]; 3];
    for (j, cell) in rows[1].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        let (prev2, rest) = rows.split_at_mut(1);
        let (prev, cur) = rest.split_at_mut(1);
        let (prev2, prev, cur) = (&prev2[0], &prev[0], &mut cur[0]);
        cur[0] = i;
        let mut row_min = cur[0];
        for j in 1..width {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(prev2[j - 2] + 1);
            }
            cur[j] = d;
            row_min = row_min.min(d);
        }
        if row_min > limit {
            return None;
        }
        rows.rotate_left(1);
    }
    // After the last rotation the finished row is the middle one.
    let d = rows[1][b.len()];
    (d <= limit).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_are_suggested() {
        let names = ["bswap", "bitconvert", "add", "and", "GPR64", "GPR32", "zextloadi8", "zextloadi16"];
        assert_eq!(closest("bswp", names), Some("bswap"));
        assert_eq!(closest("GPR46", names), Some("GPR64"));
        assert_eq!(closest("zextloadi18", names), Some("zextloadi16"));
        assert_eq!(closest("BSWAP", names), Some("bswap"));
        assert_eq!(closest("NEG9", ["NEG", "NEG8"]), Some("NEG8"));
    }

    #[test]
    fn far_names_are_not() {
        let names = ["bswap", "add"];
        assert_eq!(closest("frobnicate", names), None);
        assert_eq!(closest("xy", names), None);
        assert_eq!(closest("add", names), None, "the name itself is no suggestion");
    }
}
