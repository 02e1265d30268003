// Load/store pair: opc|101|V|0|mode|L|imm7|Rt2|Rn|Rt; imm7 is scaled by the access size.
// mode = 010 signed offset, 011 pre-index, 001 post-index, 000 non-temporal.
ldp x0, x1, [x2]
ldp x0, x1, [x2, #8]
ldp x0, x1, [x2, #-512]
ldp x0, x1, [x2, #504]
ldp x29, x30, [sp]
ldp x29, x30, [sp, #16]
ldp xzr, x3, [x4, #-8]
ldp w0, w1, [x2]
ldp w0, w1, [x2, #-256]
ldp w0, w1, [x2, #252]
ldp w28, w27, [sp, #4]
stp x0, x1, [x2]
stp x0, x1, [x2, #-512]
stp x0, x1, [x2, #504]
stp x29, x30, [sp, #32]
stp xzr, xzr, [sp, #-16]
stp w0, w1, [x2, #-256]
stp w0, w1, [x2, #252]
stp wzr, w5, [x6, #8]
ldp x0, x1, [x2, #16]!
ldp x0, x1, [x2, #-512]!
ldp x0, x1, [x2, #504]!
ldp x29, x30, [sp, #-16]!
ldp w0, w1, [x2, #-256]!
ldp w0, w1, [x2, #252]!
stp x0, x1, [x2, #-512]!
stp x29, x30, [sp, #-16]!
stp x29, x30, [sp, #-496]!
stp w0, w1, [x2, #252]!
stp w3, w4, [sp, #-8]!
ldp x0, x1, [x2], #16
ldp x0, x1, [x2], #-512
ldp x0, x1, [x2], #504
ldp x29, x30, [sp], #16
ldp w0, w1, [x2], #-256
ldp w0, w1, [x2], #252
stp x0, x1, [x2], #-512
stp x0, x1, [x2], #504
stp w0, w1, [x2], #8
stp w0, w1, [x2], #-256
ldpsw x0, x1, [x2]
ldpsw x0, x1, [x2, #-256]
ldpsw x0, x1, [x2, #252]!
ldpsw x0, x1, [x2], #-4
// FP/SIMD pairs: s (scale 4), d (scale 8), q (scale 16).
ldp s0, s1, [x2]
ldp s0, s1, [x2, #-256]
ldp s0, s1, [x2, #252]
ldp s30, s31, [sp, #8]!
ldp s2, s3, [x4], #-4
stp s0, s1, [x2, #4]
stp s0, s1, [x2, #-256]!
stp s0, s1, [x2], #252
ldp d0, d1, [x2]
ldp d0, d1, [x2, #-512]
ldp d0, d1, [x2, #504]
ldp d8, d9, [sp, #16]!
ldp d8, d9, [sp], #16
stp d0, d1, [x2, #8]
stp d8, d9, [sp, #-64]!
stp d14, d15, [sp], #504
ldp q0, q1, [x2]
ldp q0, q1, [x2, #-1024]
ldp q0, q1, [x2, #1008]
ldp q30, q31, [sp, #32]!
ldp q0, q1, [x2], #-1024
stp q0, q1, [x2, #16]
stp q0, q1, [x2, #1008]!
stp q0, q1, [x2], #-16
// Non-temporal pairs (offset form only).
ldnp x0, x1, [x2]
ldnp x0, x1, [x2, #-512]
ldnp w0, w1, [x2, #252]
ldnp d0, d1, [x2, #8]
ldnp q0, q1, [x2, #1008]
stnp x0, x1, [x2, #504]
stnp w0, w1, [x2, #-256]
stnp s0, s1, [x2, #4]
stnp q0, q1, [x2, #-1024]
// llvm-mc rejects only some unpredictable register choices (AArch64Instrs.td lists which): these it accepts
ldp x0, x0, [x1], #16
ldp w3, w3, [x1, #8]!
ldpsw x1, x2, [x1], #16
ldnp x0, x0, [x0]
