//! A match script's lines as `match run` and `match record` read them: the file is read as
//! bytes, so one line that is not UTF-8 stops the script at that line (the lines before it
//! still count) instead of refusing the whole file; a byte-order mark an editor put at the
//! start is skipped; blank lines and `#` comments are left out.

/// The script's lines worth reading, each with its 1-based number: its text, or why it cannot
/// be read.
pub(super) fn lines(bytes: &[u8]) -> Vec<(usize, Result<&str, String>)> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, line)| {
            let text = std::str::from_utf8(line).map(str::trim).map_err(|e| {
                format!(
                    "not UTF-8 text (byte {} of the line): save the script as UTF-8",
                    e.valid_up_to() + 1
                )
            });
            (i + 1, text)
        })
        .filter(|(_, text)| {
            text.as_ref()
                .map_or(true, |t| !t.is_empty() && !t.starts_with('#'))
        })
        .collect()
}

/// A line read as an input: refused with what to write when it is none, and when it names a
/// key the input does not have (`{"pass":{"target":[20,7],"rnage":"long"}}`), which would
/// otherwise be left out without a word.
pub(super) fn input(line: &str) -> Result<rules::Input, String> {
    let mut read = serde_json::Deserializer::from_str(line);
    let mut unknown: Option<String> = None;
    let input: rules::Input = serde_ignored::deserialize(&mut read, |path| {
        unknown.get_or_insert_with(|| last_key(&path));
    })
    .map_err(|e| not_an_input(&e))?;
    read.end().map_err(|e| not_an_input(&e))?;
    match unknown {
        None => Ok(input),
        Some(key) => Err(format!(
            "the input has no key \"{key}\": check its spelling against docs/match-script.md; \
             nothing was applied"
        )),
    }
}

/// The key an ignored field's path ends with (`rnage` of `decide.pass.rnage`).
fn last_key(path: &serde_ignored::Path<'_>) -> String {
    match path {
        serde_ignored::Path::Map { key, .. } => key.clone(),
        other => other.to_string(),
    }
}

/// What a line that is JSON but no input is told.
fn not_an_input(e: &serde_json::Error) -> String {
    format!(
        "not an input: {e}; write one input a line, a decision, dice or an edit, such as \
         {{\"decide\":\"end_turn\"}}, {{\"dice\":{{\"dice\":[{{\"d6\":4}}]}}}} or \
         {{\"edit\":\"remove_ball\"}} (docs/match-script.md)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelt_key_of_an_input_is_refused_by_name() {
        let bad = input(r#"{"decide":{"pass":{"target":[20,7],"rnage":"long"}}}"#);
        assert!(
            bad.as_ref().is_err_and(|e| e.contains("\"rnage\"")),
            "{bad:?}"
        );
        // Given a value its field would hold by default, a misspelt key is still one the
        // input does not have.
        let bad = input(r#"{"decide":{"intercept":{"plyer":null}}}"#);
        assert!(
            bad.as_ref().is_err_and(|e| e.contains("\"plyer\"")),
            "{bad:?}"
        );
        let bad = input(r#"{"dice":{"dice":[{"d6":4}],"confidense":[]}}"#);
        assert!(
            bad.as_ref().is_err_and(|e| e.contains("\"confidense\"")),
            "{bad:?}"
        );
        let bad = input(r#"{"dice":{"dice":[{"d6":4}],"sorce":"tower"}}"#);
        assert!(
            bad.as_ref().is_err_and(|e| e.contains("\"sorce\"")),
            "{bad:?}"
        );
    }

    #[test]
    fn inputs_as_the_format_writes_them_are_read() {
        for line in [
            r#"{"decide":{"pass":{"target":[20,7],"range":"long"}}}"#,
            r#"{"decide":{"pass":{"target":[20,7]}}}"#,
            r#"{"decide":{"intercept":{"player":null}}}"#,
            r#"{"dice":{"dice":[{"d6":3},{"d6":4}],"confidence":[]}}"#,
            r#"{"dice":{"dice":[{"d6":4},{"d6":3}],"source":"tower","confidence":[0.98,0.91]}}"#,
            r#""undo""#,
            r#"{"decide":"end_turn"}"#,
        ] {
            assert!(input(line).is_ok(), "{line}: {:?}", input(line));
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped_and_comments_and_blanks_left_out() {
        let text = "\u{feff}{\"setup\":1}\n\n# a comment\n  {\"decide\":\"end_turn\"}  \r\n";
        let got: Vec<(usize, Result<&str, String>)> = lines(text.as_bytes());
        assert_eq!(
            got,
            vec![
                (1, Ok("{\"setup\":1}")),
                (4, Ok("{\"decide\":\"end_turn\"}"))
            ]
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_is_reported_alone_with_its_number() {
        let bytes = b"{\"setup\":1}\n{\"decide\":\xff}\n{\"decide\":\"end_turn\"}\n";
        let got = lines(bytes);
        assert_eq!(got[0], (1, Ok("{\"setup\":1}")));
        assert_eq!(got[1].0, 2);
        assert!(got[1].1.as_ref().is_err_and(|why| why.contains("UTF-8")));
        assert_eq!(got[2], (3, Ok("{\"decide\":\"end_turn\"}")));
    }
}
