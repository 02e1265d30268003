//! Parts of the tables decoded on first use. Only some programs read
//! them (the printer's spellings, another syntax's matcher, the selector,
//! the disassembler), and decoding them all made every start slow: an
//! assembler run on an empty file spent most of its time there.

use crate::codec::{Decode, DecodeError, Encode, KeptSection, Reader, Writer};
use std::sync::OnceLock;

/// A value written as a section of its own. Read from a blob that lives
/// as long as the program (the generated tables' own, which the same
/// build wrote), it is decoded when first dereferenced; from any other
/// blob at once, so that a malformed one is still an error when read.
#[derive(Clone)]
pub struct Lazy<T> {
    /// Boxed: a row of 20,000 instructions holds one each, mostly never
    /// decoded.
    value: OnceLock<Box<T>>,
    /// The undecoded section, while `value` is empty.
    section: Option<KeptSection>,
}

impl<T> Lazy<T> {
    /// A value already decoded.
    pub fn new(value: T) -> Lazy<T> {
        Lazy { value: OnceLock::from(Box::new(value)), section: None }
    }
}

impl<T: Decode> Lazy<T> {
    /// The value, decoded now if it was not yet.
    pub fn get(&self) -> &T {
        self.value.get_or_init(|| {
            let Some(section) = &self.section else { unreachable!("a lazy part holds its value or its section") };
            let mut r = section.reader();
            match T::decode(&mut r) {
                Ok(value) if r.at_end() => Box::new(value),
                Ok(_) => unfit(r.error("bytes after a part")),
                Err(e) => unfit(e),
            }
        })
    }

    /// The value itself, decoded now if it was not yet.
    pub fn into_inner(mut self) -> T {
        self.get();
        *self.value.take().unwrap_or_else(|| unreachable!("decoded above"))
    }
}

/// The blob is the build's own: a part it cannot read means the generated
/// tables and this runtime disagree.
fn unfit(e: DecodeError) -> ! {
    panic!("tdc: the generated target tables do not fit this runtime: {e}")
}

impl<T: Decode> std::ops::Deref for Lazy<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.get()
    }
}

impl<T: Decode> std::ops::DerefMut for Lazy<T> {
    fn deref_mut(&mut self) -> &mut T {
        self.get();
        self.section = None;
        self.value.get_mut().unwrap_or_else(|| unreachable!("decoded above"))
    }
}

impl<T: Encode + Decode> Encode for Lazy<T> {
    fn encode(&self, w: &mut Writer) {
        w.section(|w| self.get().encode(w));
    }
}

impl<T: Decode> Decode for Lazy<T> {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let mut section = r.section()?;
        if let Some(kept) = section.keep() {
            return Ok(Lazy { value: OnceLock::new(), section: Some(kept) });
        }
        let value = T::decode(&mut section)?;
        match section.at_end() {
            true => Ok(Lazy::new(value)),
            false => Err(section.error("bytes after a part")),
        }
    }
}

impl<T: Default> Default for Lazy<T> {
    fn default() -> Lazy<T> {
        Lazy::new(T::default())
    }
}

impl<T: Decode + PartialEq> PartialEq for Lazy<T> {
    fn eq(&self, other: &Lazy<T>) -> bool {
        self.get() == other.get()
    }
}

impl<T: Decode + std::fmt::Debug> std::fmt::Debug for Lazy<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

impl<T> From<T> for Lazy<T> {
    fn from(value: T) -> Lazy<T> {
        Lazy::new(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blob(parts: &[Vec<u16>]) -> Vec<u8> {
        let mut w = Writer::new();
        for p in parts {
            Lazy::new(p.clone()).encode(&mut w);
        }
        w.finish()
    }

    #[test]
    fn a_static_blob_is_read_when_used_and_any_other_at_once() {
        let bytes = blob(&[vec![1, 2, 300], vec![]]);
        let leaked: &'static [u8] = Box::leak(bytes.clone().into_boxed_slice());
        let mut r = Reader::new_static(leaked).unwrap();
        let (a, b) = (Lazy::<Vec<u16>>::decode(&mut r).unwrap(), Lazy::<Vec<u16>>::decode(&mut r).unwrap());
        assert!(a.value.get().is_none() && r.at_end());
        assert_eq!((&*a, &*b), (&vec![1, 2, 300], &vec![]));
        let mut r = Reader::new(&bytes).unwrap();
        let eager = Lazy::<Vec<u16>>::decode(&mut r).unwrap();
        assert!(eager.section.is_none() && eager == a);
    }

    #[test]
    fn a_malformed_part_of_another_blob_is_an_error() {
        let mut w = Writer::new();
        w.section(|w| w.uint(5)); // a list of five with no items
        let bytes = w.finish();
        assert!(Lazy::<Vec<u16>>::decode(&mut Reader::new(&bytes).unwrap()).is_err());
    }
}
