//! A wide signed integer for the matching's edge weights: every pairing
//! criterion is a field of bits in one number, the most important highest,
//! so comparing two weights compares the criteria in FIDE's order. A school
//! field needs several hundred bits.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// `LIMBS` limbs of 64 bits, least significant first; two's complement.
/// The pairing picks the smallest size its weights fit in: the matching's
/// time grows with it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Wide<const LIMBS: usize>([u64; LIMBS]);

impl<const LIMBS: usize> std::fmt::Debug for Wide<LIMBS> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Wide(")?;
        for limb in self.0.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        write!(f, ")")
    }
}

impl<const LIMBS: usize> Wide<LIMBS> {
    pub const ZERO: Wide<LIMBS> = Wide([0; LIMBS]);

    /// The number of bits a weight can use (with headroom left for the
    /// matching's doubling and sums).
    pub const BITS: u32 = 64 * LIMBS as u32 - 8;

    pub fn from_u64(v: u64) -> Wide<LIMBS> {
        let mut w = Wide::ZERO;
        w.0[0] = v;
        w
    }

    #[inline(always)]
    fn negative(&self) -> bool {
        self.0[LIMBS - 1] >> 63 == 1
    }

    /// `self << bits` (bits shifted out are lost).
    pub fn shl(self, bits: u32) -> Wide<LIMBS> {
        let (limbs, rest) = ((bits / 64) as usize, bits % 64);
        let mut out = Wide::ZERO;
        for i in (limbs..LIMBS).rev() {
            let src = i - limbs;
            let mut v = self.0[src] << rest;
            if rest > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - rest);
            }
            out.0[i] = v;
        }
        out
    }

    /// Arithmetic shift right by one.
    fn sar1(self) -> Wide<LIMBS> {
        let mut out = Wide::ZERO;
        for i in 0..LIMBS {
            let high = if i + 1 < LIMBS {
                self.0[i + 1] << 63
            } else {
                self.0[i] & (1 << 63)
            };
            out.0[i] = (self.0[i] >> 1) | high;
        }
        out
    }

    #[inline(always)]
    pub fn is_positive(&self) -> bool {
        !self.negative() && *self != Wide::ZERO
    }
}

impl<const LIMBS: usize> Ord for Wide<LIMBS> {
    #[inline(always)]
    fn cmp(&self, other: &Wide<LIMBS>) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        // Same sign: two's complement compares like unsigned.
        for i in (0..LIMBS).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const LIMBS: usize> PartialOrd for Wide<LIMBS> {
    #[inline(always)]
    fn partial_cmp(&self, other: &Wide<LIMBS>) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const LIMBS: usize> Add for Wide<LIMBS> {
    type Output = Wide<LIMBS>;
    #[inline(always)]
    fn add(self, other: Wide<LIMBS>) -> Wide<LIMBS> {
        let mut out = Wide::ZERO;
        let mut carry = false;
        for i in 0..LIMBS {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            out.0[i] = s;
            carry = c1 || c2;
        }
        out
    }
}

impl<const LIMBS: usize> Sub for Wide<LIMBS> {
    type Output = Wide<LIMBS>;
    #[inline(always)]
    fn sub(self, other: Wide<LIMBS>) -> Wide<LIMBS> {
        let mut out = Wide::ZERO;
        let mut borrow = false;
        for i in 0..LIMBS {
            let (d, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d, b2) = d.overflowing_sub(u64::from(borrow));
            out.0[i] = d;
            borrow = b1 || b2;
        }
        out
    }
}

impl<const LIMBS: usize> AddAssign for Wide<LIMBS> {
    #[inline(always)]
    fn add_assign(&mut self, other: Wide<LIMBS>) {
        *self = *self + other;
    }
}

impl<const LIMBS: usize> SubAssign for Wide<LIMBS> {
    #[inline(always)]
    fn sub_assign(&mut self, other: Wide<LIMBS>) {
        *self = *self - other;
    }
}

impl<const LIMBS: usize> super::matching::Weight for Wide<LIMBS> {
    const ZERO: Wide<LIMBS> = Wide::ZERO;
    const ONE: Wide<LIMBS> = {
        let mut limbs = [0; LIMBS];
        limbs[0] = 1;
        Wide(limbs)
    };

    fn half(self) -> Wide<LIMBS> {
        self.sar1()
    }

    fn is_odd(self) -> bool {
        self.0[0] & 1 == 1
    }
}
