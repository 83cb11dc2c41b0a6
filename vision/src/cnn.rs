//! A small convolutional network that reads a die's face from a 32×32 colour crop (three
//! planes, [`crate::crop`]): class 0 is "not a die", classes 1-6 the value on top, class 7 a
//! logo where the pips would be ([`LOGO`]).
//!
//! conv 3×3 ×16 → ReLU → max-pool 2 → conv 3×3 ×32 → ReLU → max-pool 2 → conv 3×3 ×64 →
//! ReLU → max-pool 2 → dense 64 → leaky ReLU ([`LEAK`]) → dense 8 → softmax; about 90,000
//! weights. The third convolution sees the whole face at 4×4 before the dense
//! layers do: with two, the first dense layer held 131,000 of the 137,000 weights and learnt
//! the training photos' dice where it should learn pips (docs/performance.md). Forward and
//! backward passes are plain loops (the forward's convolutions and first dense layer blocked so
//! the compiler keeps sums in registers, each sum in the plain order), run in a copy compiled
//! for AVX2 where the processor has it (`Forward`, `Backward`); it is trained here
//! (`vision::train`, from the byler-d6 training split and a copy of it repainted onto dark
//! trays, `examples/retray.rs`) and its weights ship in
//! `vision/models/d6-seed{1,2,3}.cnn` (three trainings, read together:
//! [`crate::recognize::read_faces`]).

use crate::error::VisionError;

/// Crop side, pixels.
pub const SIDE: usize = 32;
/// Colour planes per crop (red, green, blue).
pub const PLANES: usize = 3;
/// Inputs per crop: the planes one after another, each row by row.
pub const INPUT: usize = PLANES * SIDE * SIDE;
/// Classes: 0 not a die, 1-6 values, 7 a logo where pips would be ([`LOGO`]).
pub const CLASSES: usize = 8;
/// The class of a face that shows a logo (a skull, a star) instead of pips, as GW-style dice
/// do on the 1 or the 6 ([`crate::recognize::LogoFace`]).
pub const LOGO: usize = 7;
const C1: usize = 16;
const C2: usize = 32;
const H1: usize = SIDE / 2;
const C3: usize = 64;
const H2: usize = SIDE / 4;
const H3: usize = SIDE / 8;
const FLAT: usize = C3 * H3 * H3;
const HIDDEN: usize = 64;
/// The share of a negative sum a hidden unit passes on. With plain ReLU (0), half the 64 units
/// went quiet early in training (negative for every crop, so no gradient ever woke them) and
/// the readers misread one in twenty of their own training photos' dice; leaking a tenth keeps
/// every unit learning (docs/performance.md).
pub const LEAK: f32 = 0.1;
/// The model file's tag. Older files are refused: `NFCNN2` networks' hidden units passed
/// nothing negative, `NFCNN3` networks had two convolutions. `NFCNN4` networks, the same but
/// for the logo class, are read with that class never chosen ([`WITHOUT_LOGO`]).
const MAGIC: &[u8; 8] = b"NFCNN5\0\0";
const WITHOUT_LOGO: &[u8; 8] = b"NFCNN4\0\0";
/// The logo class's bias in a network from a `NFCNN4` file: its probability is nought.
const NEVER: f32 = -1.0e4;
const OLD_MAGICS: [&[u8; 8]; 2] = [b"NFCNN2\0\0", b"NFCNN3\0\0"];

/// The network's weights.
#[derive(Debug, Clone, PartialEq)]
pub struct Cnn {
    pub(crate) c1w: Vec<f32>,
    pub(crate) c1b: Vec<f32>,
    pub(crate) c2w: Vec<f32>,
    pub(crate) c2b: Vec<f32>,
    pub(crate) c3w: Vec<f32>,
    pub(crate) c3b: Vec<f32>,
    /// The first dense layer's weights input by input (`[i * HIDDEN + o]`), so the forward pass
    /// sums every hidden unit at once; the model file keeps them unit by unit.
    pub(crate) f1w: Vec<f32>,
    pub(crate) f1b: Vec<f32>,
    pub(crate) f2w: Vec<f32>,
    pub(crate) f2b: Vec<f32>,
}

/// What a forward pass keeps for the backward pass.
#[derive(Debug, Clone)]
pub(crate) struct Trace {
    pub input: Vec<f32>,
    pub a1: Vec<f32>,
    pub p1: Vec<f32>,
    pub a2: Vec<f32>,
    pub p2: Vec<f32>,
    pub a3: Vec<f32>,
    pub p3: Vec<f32>,
    pub h: Vec<f32>,
    pub probs: [f32; CLASSES],
}

impl Cnn {
    /// Fresh weights (He initialisation) from `seed`.
    pub fn new(seed: u64) -> Cnn {
        let mut rng = XorShift(seed.max(1));
        Cnn::shaped(|n, fan_in| {
            let scale = (2.0 / fan_in as f32).sqrt();
            (0..n).map(|_| rng.normal() * scale).collect()
        })
    }

    /// A network whose weights `weights(count, fan_in)` gives, layer by layer in order (the
    /// first dense layer's as rows of its output units, stored transposed), its biases zero:
    /// the one place the layers' shapes are written.
    fn shaped(mut weights: impl FnMut(usize, usize) -> Vec<f32>) -> Cnn {
        Cnn {
            c1w: weights(C1 * PLANES * 9, PLANES * 9),
            c1b: vec![0.0; C1],
            c2w: weights(C2 * C1 * 9, C1 * 9),
            c2b: vec![0.0; C2],
            c3w: weights(C3 * C2 * 9, C2 * 9),
            c3b: vec![0.0; C3],
            f1w: transposed(&weights(HIDDEN * FLAT, FLAT), HIDDEN, FLAT),
            f1b: vec![0.0; HIDDEN],
            f2w: weights(CLASSES * HIDDEN, HIDDEN),
            f2b: vec![0.0; CLASSES],
        }
    }

    /// The class probabilities for one crop.
    pub fn classify(&self, input: &[f32]) -> [f32; CLASSES] {
        self.forward(input).probs
    }

    /// The forward pass, compiled for the widest vector instructions the processor has and
    /// chosen when it runs ([`Forward`]).
    pub(crate) fn forward(&self, input: &[f32]) -> Trace {
        pulp::Arch::new().dispatch(Forward { cnn: self, input })
    }

    #[inline(always)]
    fn forward_plain(&self, input: &[f32]) -> Trace {
        let a1 = conv_relu(input, PLANES, SIDE, &self.c1w, &self.c1b, C1);
        let p1 = pool(&a1, C1, SIDE);
        let a2 = conv_relu(&p1, C1, H1, &self.c2w, &self.c2b, C2);
        let p2 = pool(&a2, C2, H1);
        let a3 = conv_relu(&p2, C2, H2, &self.c3w, &self.c3b, C3);
        let p3 = pool(&a3, C3, H2);
        let h = dense_leaky(&p3, &self.f1w, &self.f1b);
        let mut logits = [0f32; CLASSES];
        for (o, l) in logits.iter_mut().enumerate() {
            let w = &self.f2w[o * HIDDEN..(o + 1) * HIDDEN];
            *l = self.f2b[o] + w.iter().zip(&h).map(|(a, b)| a * b).sum::<f32>();
        }
        let max = logits.iter().copied().fold(f32::MIN, f32::max);
        let mut probs = [0f32; CLASSES];
        let mut total = 0.0;
        for (p, l) in probs.iter_mut().zip(&logits) {
            *p = (l - max).exp();
            total += *p;
        }
        probs.iter_mut().for_each(|p| *p /= total);
        Trace {
            input: input.to_vec(),
            a1,
            p1,
            a2,
            p2,
            a3,
            p3,
            h,
            probs,
        }
    }

    /// The weights as bytes (a magic tag, then little-endian `f32`s in a fixed order; the first
    /// dense layer's unit by unit).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let mut file_order = self.clone();
        file_order.f1w = transposed(&self.f1w, FLAT, HIDDEN);
        for part in file_order.parts() {
            for v in part {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        out
    }

    /// Weights from [`Cnn::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Cnn, VisionError> {
        let bad = |why: &str| VisionError::Model(why.to_string());
        if OLD_MAGICS
            .iter()
            .any(|old| bytes.starts_with(old.as_slice()))
        {
            return Err(bad(
                "the model is from an older Nuffle whose face reader is built differently; \
                 train it again with this Nuffle (the `train` example)",
            ));
        }
        let (body, classes) = match (
            bytes.strip_prefix(MAGIC.as_slice()),
            bytes.strip_prefix(WITHOUT_LOGO.as_slice()),
        ) {
            (Some(body), _) => (body, CLASSES),
            (None, Some(body)) => (body, LOGO),
            (None, None) => return Err(bad("not a Nuffle dice model")),
        };
        let mut cnn = Cnn::zeros();
        let missing = (CLASSES - classes) * (HIDDEN + 1);
        let expected: usize = (cnn.parts().iter().map(|p| p.len()).sum::<usize>() - missing) * 4;
        if body.len() != expected {
            return Err(bad(
                "the model has the wrong number of weights for this Nuffle",
            ));
        }
        let mut values = body
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let [c1w, c1b, c2w, c2b, c3w, c3b, f1w, f1b, f2w, f2b] = cnn.parts_mut();
        // The last layer of an older file has no logo unit: its weights stay nought.
        let filled = [
            (c1w.len(), c1w),
            (c1b.len(), c1b),
            (c2w.len(), c2w),
            (c2b.len(), c2b),
            (c3w.len(), c3w),
            (c3b.len(), c3b),
            (f1w.len(), f1w),
            (f1b.len(), f1b),
            (classes * HIDDEN, f2w),
            (classes, f2b),
        ];
        for (len, part) in filled {
            for v in part.iter_mut().take(len) {
                *v = values.next().unwrap_or(0.0);
            }
        }
        if classes < CLASSES {
            cnn.f2b[classes..].iter_mut().for_each(|b| *b = NEVER);
        }
        cnn.f1w = transposed(&cnn.f1w, HIDDEN, FLAT);
        Ok(cnn)
    }

    /// The networks in the files `paths` names, separated by commas (`a.cnn,b.cnn`): several
    /// readers whose average reads a face ([`crate::recognize::read_faces`]).
    pub fn read_files(paths: &str) -> Result<Vec<Cnn>, VisionError> {
        paths
            .split(',')
            .map(|path| {
                let path = std::path::Path::new(path.trim());
                let bytes = std::fs::read(path).map_err(|source| VisionError::Io {
                    path: path.to_path_buf(),
                    source,
                })?;
                Cnn::from_bytes(&bytes)
            })
            .collect()
    }

    fn parts(&self) -> [&Vec<f32>; 10] {
        [
            &self.c1w, &self.c1b, &self.c2w, &self.c2b, &self.c3w, &self.c3b, &self.f1w, &self.f1b,
            &self.f2w, &self.f2b,
        ]
    }

    pub(crate) fn parts_mut(&mut self) -> [&mut Vec<f32>; 10] {
        [
            &mut self.c1w,
            &mut self.c1b,
            &mut self.c2w,
            &mut self.c2b,
            &mut self.c3w,
            &mut self.c3b,
            &mut self.f1w,
            &mut self.f1b,
            &mut self.f2w,
            &mut self.f2b,
        ]
    }

    /// Adds the gradient of the cross-entropy loss for `label` at `trace` into `grad` (shaped
    /// like `self`); returns the loss. Run like [`Cnn::forward`].
    pub(crate) fn backward(&self, trace: &Trace, label: usize, grad: &mut Cnn) -> f32 {
        pulp::Arch::new().dispatch(Backward {
            cnn: self,
            trace,
            label,
            grad,
        })
    }

    // The dense layers index four arrays by the same two counters; iterators would hide that.
    #[allow(clippy::needless_range_loop)]
    #[inline(always)]
    fn backward_plain(&self, trace: &Trace, label: usize, grad: &mut Cnn) -> f32 {
        let loss = -trace.probs[label].max(1e-7).ln();
        let mut dlogits = trace.probs;
        dlogits[label] -= 1.0;
        // dense 2
        let mut dh = [0f32; HIDDEN];
        for o in 0..CLASSES {
            grad.f2b[o] += dlogits[o];
            for i in 0..HIDDEN {
                grad.f2w[o * HIDDEN + i] += dlogits[o] * trace.h[i];
                dh[i] += dlogits[o] * self.f2w[o * HIDDEN + i];
            }
        }
        // dense 1 (through the leaky ReLU): each input's gradient sums the units in order
        let through: Vec<(usize, f32)> = (0..HIDDEN)
            .map(|o| {
                (
                    o,
                    if trace.h[o] > 0.0 {
                        dh[o]
                    } else {
                        LEAK * dh[o]
                    },
                )
            })
            .collect();
        for &(o, d) in &through {
            grad.f1b[o] += d;
        }
        let mut dp3 = vec![0f32; FLAT];
        for i in 0..FLAT {
            let w = &self.f1w[i * HIDDEN..(i + 1) * HIDDEN];
            let gw = &mut grad.f1w[i * HIDDEN..(i + 1) * HIDDEN];
            let x = trace.p3[i];
            let mut sum = 0f32;
            for &(o, d) in &through {
                gw[o] += d * x;
                sum += d * w[o];
            }
            dp3[i] = sum;
        }
        let da3 = unpool(&dp3, &trace.a3, C3, H2);
        let dp2 = conv_backward(
            &da3,
            &trace.a3,
            &trace.p2,
            C2,
            H2,
            &self.c3w,
            &mut grad.c3w,
            &mut grad.c3b,
            C3,
            true,
        );
        let da2 = unpool(&dp2, &trace.a2, C2, H1);
        let dp1 = conv_backward(
            &da2,
            &trace.a2,
            &trace.p1,
            C1,
            H1,
            &self.c2w,
            &mut grad.c2w,
            &mut grad.c2b,
            C2,
            true,
        );
        let da1 = unpool(&dp1, &trace.a1, C1, SIDE);
        conv_backward(
            &da1,
            &trace.a1,
            &trace.input,
            PLANES,
            SIDE,
            &self.c1w,
            &mut grad.c1w,
            &mut grad.c1b,
            C1,
            false,
        );
        loss
    }

    /// Weights all zero, shaped like a network (for gradients and Adam's moments).
    pub(crate) fn zeros() -> Cnn {
        Cnn::shaped(|n, _| vec![0.0; n])
    }

    /// Every weight set to zero again, the shape kept (a gradient emptied for the next batch).
    pub(crate) fn clear(&mut self) {
        for part in self.parts_mut() {
            part.fill(0.0);
        }
    }
}

/// Output channels worked out together by [`conv_relu`].
const OUT_BLOCK: usize = 4;
/// Output pixels of a row worked out together by [`conv_relu`].
const ROW_BLOCK: usize = 8;
/// The input a block's row of outputs reads along one kernel row.
const WINDOW: usize = ROW_BLOCK + 2;
const _: () = assert!(
    C1.is_multiple_of(OUT_BLOCK) && C2.is_multiple_of(OUT_BLOCK) && C3.is_multiple_of(OUT_BLOCK)
);
const _: () = assert!(
    SIDE.is_multiple_of(ROW_BLOCK) && H1.is_multiple_of(ROW_BLOCK) && H2.is_multiple_of(ROW_BLOCK)
);

/// A backward pass for [`pulp`] to run: `pulp::Arch::dispatch` calls `with_simd` from a copy
/// compiled for the processor's widest vector instructions (AVX2 on x86-64 machines since
/// about 2013, else SSE2), which it chooses when it runs; `unsafe` stays inside `pulp`. The
/// pass and the loops it calls are `#[inline(always)]`, so they are compiled into that copy.
/// Every sum runs in the same order in each copy and Rust never fuses a multiply and an add,
/// so every copy gives the same result to the bit.
struct Backward<'a> {
    cnn: &'a Cnn,
    trace: &'a Trace,
    label: usize,
    grad: &'a mut Cnn,
}

impl pulp::WithSimd for Backward<'_> {
    type Output = f32;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> f32 {
        self.cnn.backward_plain(self.trace, self.label, self.grad)
    }
}

/// A forward pass for [`pulp`] to run, as [`Backward`].
struct Forward<'a> {
    cnn: &'a Cnn,
    input: &'a [f32],
}

impl pulp::WithSimd for Forward<'_> {
    type Output = Trace;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> Trace {
        self.cnn.forward_plain(self.input)
    }
}

/// 3×3 convolution, padding 1, then ReLU: `cin` channels of `side`² in, `cout` out. The input
/// is copied into a zero-padded buffer first; then [`OUT_BLOCK`] output channels × [`ROW_BLOCK`]
/// pixels of a row are summed at once in registers (each input value read serves four outputs,
/// each weight eight), and written once. Each output's sum runs in the plain order (bias, then
/// input channel by channel, each kernel row by row), so the result is the plain
/// convolution's to the bit.
#[inline(always)] // into each copy of [`Forward`]
fn conv_relu(
    input: &[f32],
    cin: usize,
    side: usize,
    w: &[f32],
    b: &[f32],
    cout: usize,
) -> Vec<f32> {
    let ps = side + 2;
    let plane_in = ps * ps;
    let mut padded = vec![0f32; cin * plane_in];
    for i in 0..cin {
        for y in 0..side {
            let from = &input[(i * side + y) * side..(i * side + y + 1) * side];
            let at = i * plane_in + (y + 1) * ps + 1;
            padded[at..at + side].copy_from_slice(from);
        }
    }
    let mut out = vec![0f32; cout * side * side];
    // The block's weights by input channel and tap, its output channels side by side.
    let mut pack = vec![[0f32; OUT_BLOCK]; cin * 9];
    for first in (0..cout).step_by(OUT_BLOCK) {
        for (at, tap) in pack.iter_mut().enumerate() {
            let (i, t) = (at / 9, at % 9);
            for (k, v) in tap.iter_mut().enumerate() {
                *v = w
                    .get(((first + k) * cin + i) * 9 + t)
                    .copied()
                    .unwrap_or(0.0);
            }
        }
        let bias: [f32; OUT_BLOCK] =
            std::array::from_fn(|k| b.get(first + k).copied().unwrap_or(0.0));
        for y in 0..side {
            for x0 in (0..side).step_by(ROW_BLOCK) {
                let mut acc = bias.map(|v| [v; ROW_BLOCK]);
                for (i, taps) in pack.chunks_exact(9).enumerate() {
                    let src = &padded[i * plane_in..(i + 1) * plane_in];
                    for (ky, taps) in taps.chunks_exact(3).enumerate() {
                        let at = (y + ky) * ps + x0;
                        let Some(row) = src.get(at..).and_then(|r| r.first_chunk::<WINDOW>())
                        else {
                            continue;
                        };
                        for (kx, weights) in taps.iter().enumerate() {
                            let Some(run) = row[kx..].first_chunk::<ROW_BLOCK>() else {
                                continue;
                            };
                            for (a, &k) in acc.iter_mut().zip(weights) {
                                for (a, &r) in a.iter_mut().zip(run) {
                                    *a += k * r;
                                }
                            }
                        }
                    }
                }
                for (k, a) in acc.iter().enumerate() {
                    let at = ((first + k) * side + y) * side + x0;
                    for (o, v) in out[at..at + ROW_BLOCK].iter_mut().zip(a) {
                        *o = v.max(0.0);
                    }
                }
            }
        }
    }
    out
}

/// The first dense layer, then the leaky ReLU ([`LEAK`]): [`HIDDEN`] sums of [`FLAT`] products
/// each, the weights input by input (`w[i * HIDDEN + o]`): every unit's sum grows at once,
/// input by input (one vector of additions, not [`HIDDEN`] chains the processor waits on), each
/// in the plain order, so the result is the plain one to the bit.
#[inline(always)]
fn dense_leaky(input: &[f32], w: &[f32], b: &[f32]) -> Vec<f32> {
    let mut acc = [-0.0f32; HIDDEN];
    for (&x, row) in input.iter().zip(w.chunks_exact(HIDDEN)) {
        for (a, &v) in acc.iter_mut().zip(row) {
            *a += v * x;
        }
    }
    acc.iter().zip(b).map(|(a, bias)| leaky(bias + a)).collect()
}

/// A hidden unit's output for the sum `v`.
fn leaky(v: f32) -> f32 {
    if v > 0.0 { v } else { LEAK * v }
}

/// `w`, `rows` rows of `cols`, as `cols` rows of `rows`.
fn transposed(w: &[f32], rows: usize, cols: usize) -> Vec<f32> {
    let mut out = vec![0f32; w.len()];
    for r in 0..rows {
        for c in 0..cols {
            out[c * rows + r] = w[r * cols + c];
        }
    }
    out
}

/// 2×2 max-pooling.
#[inline(always)]
fn pool(input: &[f32], c: usize, side: usize) -> Vec<f32> {
    let half = side / 2;
    let mut out = vec![0f32; c * half * half];
    for ch in 0..c {
        for y in 0..half {
            for x in 0..half {
                let at = |dy: usize, dx: usize| input[(ch * side + 2 * y + dy) * side + 2 * x + dx];
                out[(ch * half + y) * half + x] =
                    at(0, 0).max(at(0, 1)).max(at(1, 0)).max(at(1, 1));
            }
        }
    }
    out
}

/// Routes pooled gradients back to each window's maximum, and through the ReLU before it.
#[inline(always)]
fn unpool(grad: &[f32], before: &[f32], c: usize, side: usize) -> Vec<f32> {
    let half = side / 2;
    let mut out = vec![0f32; c * side * side];
    for ch in 0..c {
        for y in 0..half {
            for x in 0..half {
                let mut best = (0, 0);
                let mut max = f32::MIN;
                for dy in 0..2 {
                    for dx in 0..2 {
                        let v = before[(ch * side + 2 * y + dy) * side + 2 * x + dx];
                        if v > max {
                            max = v;
                            best = (dy, dx);
                        }
                    }
                }
                if max > 0.0 {
                    out[(ch * side + 2 * y + best.0) * side + 2 * x + best.1] =
                        grad[(ch * half + y) * half + x];
                }
            }
        }
    }
    out
}

/// Backward through a 3×3 convolution (its ReLU already applied by `unpool`): adds weight and
/// bias gradients, and returns the gradient for its input when `want_input`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn conv_backward(
    dz: &[f32],
    _out: &[f32],
    input: &[f32],
    cin: usize,
    side: usize,
    w: &[f32],
    gw: &mut [f32],
    gb: &mut [f32],
    cout: usize,
    want_input: bool,
) -> Vec<f32> {
    let mut din = if want_input {
        vec![0f32; cin * side * side]
    } else {
        Vec::new()
    };
    for o in 0..cout {
        for y in 0..side {
            for x in 0..side {
                let d = dz[(o * side + y) * side + x];
                if d == 0.0 {
                    continue;
                }
                gb[o] += d;
                for i in 0..cin {
                    for ky in 0..3 {
                        let yy = y + ky;
                        if yy == 0 || yy > side {
                            continue;
                        }
                        for kx in 0..3 {
                            let xx = x + kx;
                            if xx == 0 || xx > side {
                                continue;
                            }
                            let wi = ((o * cin + i) * 3 + ky) * 3 + kx;
                            let ii = (i * side + yy - 1) * side + xx - 1;
                            gw[wi] += d * input[ii];
                            if want_input {
                                din[ii] += d * w[wi];
                            }
                        }
                    }
                }
            }
        }
    }
    din
}

/// A small deterministic generator for initialisation and training order.
#[derive(Debug, Clone)]
pub struct XorShift(pub u64);

impl XorShift {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// Standard normal (Box-Muller).
    pub fn normal(&mut self) -> f32 {
        let u = self.unit().max(1e-7);
        let v = self.unit();
        (-2.0 * u.ln()).sqrt() * (std::f32::consts::TAU * v).cos()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The convolution by its definition: each output is its bias plus every input channel's
    /// 3×3 neighbourhood (zero outside) times its weights, in that order; then ReLU.
    fn plain_conv_relu(input: &[f32], cin: usize, side: usize, w: &[f32], b: &[f32]) -> Vec<f32> {
        let cout = b.len();
        let mut out = vec![0f32; cout * side * side];
        for o in 0..cout {
            for y in 0..side {
                for x in 0..side {
                    let mut sum = b[o];
                    for i in 0..cin {
                        for ky in 0..3 {
                            for kx in 0..3 {
                                let (yy, xx) = (y + ky, x + kx);
                                let v = if yy == 0 || xx == 0 || yy > side || xx > side {
                                    0.0
                                } else {
                                    input[(i * side + yy - 1) * side + xx - 1]
                                };
                                sum += w[((o * cin + i) * 3 + ky) * 3 + kx] * v;
                            }
                        }
                    }
                    out[(o * side + y) * side + x] = sum.max(0.0);
                }
            }
        }
        out
    }

    #[test]
    fn the_blocked_dense_layer_is_the_plain_one_to_the_bit() {
        let mut rng = XorShift(23);
        let input: Vec<f32> = (0..FLAT).map(|_| rng.normal().max(0.0)).collect();
        let w: Vec<f32> = (0..HIDDEN * FLAT).map(|_| rng.normal() * 0.05).collect();
        let b: Vec<f32> = (0..HIDDEN).map(|_| rng.normal()).collect();
        let plain: Vec<f32> = (0..HIDDEN)
            .map(|o| {
                let row = &w[o * FLAT..(o + 1) * FLAT];
                leaky(b[o] + row.iter().zip(&input).map(|(a, x)| a * x).sum::<f32>())
            })
            .collect();
        let fast = dense_leaky(&input, &transposed(&w, HIDDEN, FLAT), &b);
        assert!(fast.iter().any(|&v| v > 0.0) && fast.iter().any(|&v| v < 0.0));
        assert_eq!(fast, plain);
    }

    #[test]
    fn the_blocked_convolution_is_the_plain_one_to_the_bit() {
        let mut rng = XorShift(17);
        for (cin, side, cout) in [(PLANES, SIDE, C1), (C1, H1, C2), (C2, H2, C3)] {
            let input: Vec<f32> = (0..cin * side * side).map(|_| rng.normal()).collect();
            let w: Vec<f32> = (0..cout * cin * 9).map(|_| rng.normal()).collect();
            let b: Vec<f32> = (0..cout).map(|_| rng.normal()).collect();
            let fast = conv_relu(&input, cin, side, &w, &b, cout);
            let plain = plain_conv_relu(&input, cin, side, &w, &b);
            assert!(fast.iter().any(|&v| v > 0.0));
            assert_eq!(fast, plain, "{cin} channels of {side}² into {cout}");
        }
    }

    /// On a processor with AVX2 `forward` and `backward` run pulp's AVX2 copy, while this test
    /// calls the passes compiled for plain x86-64 (SSE2): both must give the same bits, or the
    /// shipped readers would read differently from machine to machine.
    #[test]
    fn the_vectorized_passes_are_the_plain_ones_to_the_bit() {
        let mut rng = XorShift(31);
        for seed in 1..4 {
            let cnn = Cnn::new(seed);
            let input: Vec<f32> = (0..INPUT).map(|_| rng.normal()).collect();
            let (fast, plain) = (cnn.forward(&input), cnn.forward_plain(&input));
            assert_eq!(fast.a1, plain.a1);
            assert_eq!(fast.a3, plain.a3);
            assert_eq!(fast.h, plain.h);
            assert_eq!(fast.probs, plain.probs);
            let (mut fast_grad, mut plain_grad) = (Cnn::zeros(), Cnn::zeros());
            let fast_loss = cnn.backward(&fast, 2, &mut fast_grad);
            let plain_loss = cnn.backward_plain(&plain, 2, &mut plain_grad);
            assert_eq!(fast_loss.to_bits(), plain_loss.to_bits());
            assert!(fast_grad.c1w.iter().any(|&g| g != 0.0));
            assert_eq!(fast_grad, plain_grad);
        }
    }

    #[test]
    fn the_gradient_matches_a_numerical_one() {
        let cnn = Cnn::new(3);
        let mut rng = XorShift(9);
        let input: Vec<f32> = (0..INPUT).map(|_| rng.normal()).collect();
        let mut grad = Cnn::zeros();
        cnn.backward(&cnn.forward(&input), 4, &mut grad);
        let loss = |c: &Cnn| -c.forward(&input).probs[4].ln();
        // A few weights from each layer.
        for (part, index) in [
            (0usize, 5usize),
            (2, 100),
            (4, 2000),
            (5, 7),
            (6, 3000),
            (8, 40),
            (9, 4),
        ] {
            let mut plus = cnn.clone();
            let mut minus = cnn.clone();
            let h = 1e-3;
            plus.parts_mut()[part][index] += h;
            minus.parts_mut()[part][index] -= h;
            let numeric = (loss(&plus) - loss(&minus)) / (2.0 * h);
            let analytic = grad.parts()[part][index];
            assert!(
                (numeric - analytic).abs() < 2e-2 * (1.0 + numeric.abs()),
                "part {part} index {index}: numeric {numeric}, analytic {analytic}"
            );
        }
    }

    /// A gradient is a network's shape with every weight zero, and a batch's gradient emptied
    /// is that again: training adds each batch into one, so a weight left over would leak.
    #[test]
    fn a_gradient_starts_at_zero_shaped_like_a_network_and_clears_to_it() {
        let (zeros, net) = (Cnn::zeros(), Cnn::new(4));
        for (z, n) in zeros.parts().iter().zip(net.parts()) {
            assert_eq!(z.len(), n.len());
            assert!(z.iter().all(|&v| v == 0.0));
        }
        let mut grad = Cnn::zeros();
        let mut rng = XorShift(12);
        let input: Vec<f32> = (0..INPUT).map(|_| rng.normal()).collect();
        net.backward(&net.forward(&input), 3, &mut grad);
        assert!(grad != zeros, "a backward pass adds into the gradient");
        grad.clear();
        assert_eq!(grad, zeros);
    }

    #[test]
    fn a_network_without_the_logo_class_reads_as_before_and_never_says_logo() {
        // An `NFCNN4` file: the same layers with seven outputs (no logo row, no logo bias).
        let cnn = Cnn::new(6);
        let bytes = cnn.to_bytes();
        let tail = (CLASSES - LOGO) * 4;
        let bias_at = bytes.len() - CLASSES * 4;
        let mut old = WITHOUT_LOGO.to_vec();
        old.extend_from_slice(&bytes[8..bias_at - HIDDEN * 4 * (CLASSES - LOGO)]);
        old.extend_from_slice(&bytes[bias_at..bytes.len() - tail]);
        let read = Cnn::from_bytes(&old).expect("a seven-class file");
        let mut rng = XorShift(3);
        for _ in 0..5 {
            let input: Vec<f32> = (0..INPUT).map(|_| rng.normal()).collect();
            let (new, before) = (read.classify(&input), cnn.classify(&input));
            assert_eq!(new[LOGO], 0.0);
            // The seven classes keep their order and their odds against each other.
            let rest: f32 = before[..LOGO].iter().sum();
            for k in 0..LOGO {
                assert!(
                    (new[k] - before[k] / rest).abs() < 1e-5,
                    "{k}: {new:?} {before:?}"
                );
            }
        }
        // One weight short is refused.
        assert!(Cnn::from_bytes(&old[..old.len() - 4]).is_err());
    }

    #[test]
    fn weights_survive_a_round_trip_and_bad_bytes_are_refused() {
        let cnn = Cnn::new(5);
        assert_eq!(Cnn::from_bytes(&cnn.to_bytes()).expect("round trip"), cnn);
        assert!(Cnn::from_bytes(b"junk").is_err());
        assert!(Cnn::from_bytes(&cnn.to_bytes()[..100]).is_err());
        // A file of the plain-ReLU network, the same size: refused, saying to train again.
        // (An `NFCNN4` file is the subject of its own test.)
        for magic in OLD_MAGICS {
            let mut old = cnn.to_bytes();
            old[..8].copy_from_slice(magic);
            let why = Cnn::from_bytes(&old)
                .expect_err("an older model file")
                .to_string();
            assert!(why.contains("train it again"), "{why}");
        }
    }
}
