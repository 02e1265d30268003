// Load/store register (unsigned immediate, scaled): size|111|V|01|opc|imm12|Rn|Rt.
ldr x0, [x1]
ldr x0, [x1, #8]
ldr x0, [x1, #32760]
ldr x30, [sp]
ldr x29, [sp, #16]
ldr xzr, [x2, #24]
ldr w0, [x1]
ldr w0, [x1, #4]
ldr w0, [x1, #16380]
ldr w30, [sp, #12]
str x0, [x1]
str x0, [x1, #8]
str x0, [x1, #32760]
str xzr, [sp, #8]
str x30, [sp, #248]
str w0, [x1]
str w0, [x1, #16380]
str wzr, [x3, #4]
ldrb w0, [x1]
ldrb w0, [x1, #1]
ldrb w0, [x1, #4095]
ldrh w0, [x1]
ldrh w0, [x1, #2]
ldrh w0, [x1, #8190]
ldrsb x0, [x1]
ldrsb x0, [x1, #4095]
ldrsb w0, [x1, #7]
ldrsh x0, [x1, #2]
ldrsh x0, [x1, #8190]
ldrsh w0, [x1, #6]
ldrsw x0, [x1]
ldrsw x0, [x1, #4]
ldrsw x0, [x1, #16380]
strb w0, [x1]
strb w0, [x1, #4095]
strb wzr, [sp, #3]
strh w0, [x1]
strh w0, [x1, #8190]
strh w9, [x10, #2]
// Unscaled 9-bit signed offset: ldur/stur (and sized variants).
ldur x0, [x1]
ldur x0, [x1, #-256]
ldur x0, [x1, #255]
ldur x0, [x1, #1]
ldur x0, [x1, #-8]
ldur w0, [x1, #-1]
ldur w0, [x1, #255]
ldur w0, [sp, #-4]
stur x0, [x1, #-256]
stur x0, [x1, #255]
stur w0, [x1, #3]
stur wzr, [x29, #-12]
ldurb w0, [x1, #-256]
ldurb w0, [x1, #255]
ldurh w0, [x1, #-1]
ldurh w0, [x1, #3]
ldursb x0, [x1, #-3]
ldursb w0, [x1, #5]
ldursh x0, [x1, #-7]
ldursh w0, [x1, #9]
ldursw x0, [x1, #-256]
ldursw x0, [x1, #255]
sturb w0, [x1, #-256]
sturb w0, [x1, #255]
sturh w0, [x1, #-2]
sturh w0, [x1, #1]
// Pre-index "[Rn, #imm]!" and post-index "[Rn], #imm": 9-bit signed, unscaled.
ldr x0, [x1, #8]!
ldr x0, [x1, #-256]!
ldr x0, [x1, #255]!
ldr x0, [sp, #-16]!
ldr x0, [x1, #0]!
ldr w0, [x1, #4]!
ldr w0, [x1, #-1]!
str x0, [x1, #-8]!
str x30, [sp, #-16]!
str w0, [x1, #255]!
ldrb w0, [x1, #1]!
ldrh w0, [x1, #-2]!
ldrsb x0, [x1, #-256]!
ldrsh w0, [x1, #254]!
ldrsw x0, [x1, #4]!
strb w0, [x1, #-1]!
strh w0, [x1, #2]!
ldr x0, [x1], #8
ldr x0, [x1], #-256
ldr x0, [x1], #255
ldr x0, [x1], #0
ldr x30, [sp], #16
ldr w0, [x1], #-4
str x0, [x1], #8
str w0, [x1], #-256
ldrb w0, [x1], #1
ldrh w0, [x1], #2
ldrsb w0, [x1], #-1
ldrsh x0, [x1], #255
ldrsw x0, [x1], #-4
strb w0, [x1], #255
strh w0, [x1], #-256
// Register offset: [Rn, Rm{, lsl #s}], [Rn, Wm, uxtw|sxtw {#s}], [Rn, Xm, sxtx {#s}].
// The shift amount is 0 or log2(access size).
ldr x0, [x1, x2]
ldr x0, [x1, x2, lsl #3]
ldr x0, [x1, w2, uxtw]
ldr x0, [x1, w2, uxtw #3]
ldr x0, [x1, w2, sxtw]
ldr x0, [x1, w2, sxtw #3]
ldr x0, [x1, x2, sxtx]
ldr x0, [x1, x2, sxtx #3]
ldr x0, [sp, x30]
ldr x0, [x1, xzr]
ldr w0, [x1, x2]
ldr w0, [x1, x2, lsl #2]
ldr w0, [x1, w2, uxtw #2]
ldr w0, [x1, w2, sxtw]
ldr w0, [x1, x2, sxtx #2]
str x0, [x1, x2]
str x0, [x1, x2, lsl #3]
str x0, [x1, w2, sxtw #3]
str w0, [x1, x2, lsl #2]
str w0, [x1, w2, uxtw]
ldrb w0, [x1, x2]
ldrb w0, [x1, x2, lsl #0]
ldrb w0, [x1, w2, uxtw]
ldrb w0, [x1, w2, uxtw #0]
ldrb w0, [x1, w2, sxtw]
ldrb w0, [x1, x2, sxtx]
ldrb w0, [x1, x2, sxtx #0]
ldrh w0, [x1, x2]
ldrh w0, [x1, x2, lsl #1]
ldrh w0, [x1, w2, sxtw #1]
ldrsb x0, [x1, x2]
ldrsb w0, [x1, w2, uxtw]
ldrsh x0, [x1, x2, lsl #1]
ldrsh w0, [x1, w2, sxtw]
ldrsw x0, [x1, x2]
ldrsw x0, [x1, x2, lsl #2]
ldrsw x0, [x1, w2, uxtw #2]
strb w0, [x1, x2]
strb w0, [x1, w2, sxtw #0]
strh w0, [x1, x2, lsl #1]
strh w0, [x1, w2, uxtw]
// Literal (PC-relative, 19-bit word offset, +/-1 MiB).
ldr x0, #0
ldr x0, #16
ldr x0, #-4
ldr x0, #1048572
ldr x0, #-1048576
ldr w0, #8
ldr w30, #-1048576
ldrsw x0, #12
ldrsw x0, #1048572
// FP/SIMD registers b/h/s/d/q: every addressing mode.
ldr b0, [x1]
ldr b0, [x1, #4095]
ldr h0, [x1, #2]
ldr h0, [x1, #8190]
ldr s0, [x1, #4]
ldr s0, [x1, #16380]
ldr d0, [x1, #8]
ldr d0, [x1, #32760]
ldr q0, [x1]
ldr q0, [x1, #16]
ldr q0, [x1, #65520]
ldr q31, [sp, #32]
str b0, [x1, #4095]
str h1, [x2, #2]
str s2, [x3, #4]
str d3, [x4, #8]
str q4, [x5, #65520]
ldur b0, [x1, #-256]
ldur h0, [x1, #-1]
ldur s0, [x1, #1]
ldur d0, [x1, #255]
ldur q0, [x1, #-16]
stur b0, [x1, #-1]
stur h0, [x1, #3]
stur s0, [x1, #-256]
stur d0, [x1, #7]
stur q0, [x1, #255]
ldr b0, [x1, #1]!
ldr h0, [x1, #-2]!
ldr s0, [x1, #4]!
ldr d0, [x1, #-8]!
ldr q0, [x1, #-256]!
str q0, [sp, #-32]!
ldr b0, [x1], #1
ldr h0, [x1], #2
ldr s0, [x1], #-4
ldr d0, [x1], #255
ldr q0, [x1], #16
str d8, [sp], #16
ldr b0, [x1, x2]
ldr b0, [x1, x2, lsl #0]
ldr b0, [x1, w2, uxtw]
ldr h0, [x1, x2, lsl #1]
ldr h0, [x1, w2, sxtw]
ldr s0, [x1, x2, lsl #2]
ldr s0, [x1, w2, uxtw #2]
ldr d0, [x1, x2, lsl #3]
ldr d0, [x1, x2, sxtx]
ldr q0, [x1, x2]
ldr q0, [x1, x2, lsl #4]
ldr q0, [x1, w2, sxtw #4]
str b0, [x1, x2]
str h0, [x1, w2, uxtw #1]
str s0, [x1, x2, sxtx #2]
str d0, [x1, w2, sxtw]
str q0, [x1, x2, lsl #4]
ldr s0, #4
ldr d0, #-8
ldr q0, #1048572
ldr q0, #-1048576
