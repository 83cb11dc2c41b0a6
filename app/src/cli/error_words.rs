//! An error as the command line prints it: the message, then each cause the message does not
//! already say. The libraries' messages name their cause themselves (`cannot read the image
//! PATH: why`), so printing the whole chain as well said the same reason twice.

/// The words printed after `nuffle: ` when a command fails.
pub fn error_words(err: &anyhow::Error) -> String {
    let mut words = String::new();
    for cause in err.chain() {
        let said = cause.to_string();
        if words.contains(&said) {
            continue;
        }
        if !words.is_empty() {
            words.push_str(": ");
        }
        words.push_str(&said);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error whose message names its cause, as the libraries' errors do.
    #[derive(Debug)]
    struct Named {
        source: std::io::Error,
    }

    impl std::fmt::Display for Named {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "cannot read the image x.jpg: {}", self.source)
        }
    }

    impl std::error::Error for Named {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            Some(&self.source)
        }
    }

    fn missing() -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::NotFound, "no such file")
    }

    #[test]
    fn a_cause_the_message_names_is_said_once() {
        let err = anyhow::Error::new(Named { source: missing() });
        assert_eq!(
            error_words(&err),
            "cannot read the image x.jpg: no such file"
        );
    }

    #[test]
    fn context_keeps_every_cause_it_does_not_repeat() {
        let err = anyhow::Error::new(missing()).context("cannot open the match script");
        assert_eq!(
            error_words(&err),
            "cannot open the match script: no such file"
        );
        let nested = anyhow::Error::new(Named { source: missing() }).context("reading the photos");
        assert_eq!(
            error_words(&nested),
            "reading the photos: cannot read the image x.jpg: no such file"
        );
    }
}
