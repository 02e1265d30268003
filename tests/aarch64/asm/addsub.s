// ADD/SUB (shifted register): sf|op|S|01011|shift|0|Rm|imm6|Rn|Rd.
// Register 31 in Rd/Rn/Rm of the shifted-register form is the zero register.
add x0, x1, x2
add x30, x29, x28
add x5, x10, x15
add xzr, x1, x2
add x3, xzr, x4
add x3, x4, xzr
add w0, w1, w2
add w30, w29, w28
add w17, w18, w19
add wzr, w1, w2
add x3, x4, x5, lsl #1
add x3, x4, x5, lsl #63
add x3, x4, x5, lsr #1
add x3, x4, x5, lsr #63
add x3, x4, x5, asr #1
add x3, x4, x5, asr #63
add x3, x4, x5, lsr #0
add x3, x4, x5, asr #0
add w3, w4, w5, lsl #1
add w3, w4, w5, lsl #31
add w3, w4, w5, lsr #31
add w3, w4, w5, asr #31
add w3, w4, w5, asr #16
sub x0, x1, x2
sub x30, x29, x28
sub x11, x12, x13, lsl #7
sub x11, x12, x13, lsr #63
sub x11, x12, x13, asr #32
sub w0, w1, w2
sub w9, w10, w11, lsl #31
sub w9, w10, w11, lsr #1
sub w9, w10, w11, asr #31
sub x0, x1, xzr
adds x0, x1, x2
adds x7, x8, x9, lsl #63
adds x7, x8, x9, lsr #2
adds x7, x8, x9, asr #5
adds w0, w1, w2
adds w7, w8, w9, lsl #31
adds w7, w8, w9, asr #1
subs x0, x1, x2
subs x4, x5, x6, lsl #12
subs x4, x5, x6, lsr #63
subs w0, w1, w2
subs w4, w5, w6, asr #31
subs w4, w5, w6, lsr #0
// ADD/SUB (extended register): sf|op|S|01011|00|1|Rm|option|imm3|Rn|Rd.
// Rd (non-flag-setting) and Rn are SP here, not the zero register.
add x0, x1, w2, uxtb
add x0, x1, w2, uxtb #1
add x0, x1, w2, uxtb #4
add x0, x1, w2, uxth
add x0, x1, w2, uxth #2
add x0, x1, w2, uxtw
add x0, x1, w2, uxtw #3
add x0, x1, x2, uxtx
add x0, x1, x2, uxtx #4
add x0, x1, w2, sxtb
add x0, x1, w2, sxtb #1
add x0, x1, w2, sxth
add x0, x1, w2, sxth #4
add x0, x1, w2, sxtw
add x0, x1, w2, sxtw #2
add x0, x1, x2, sxtx
add x0, x1, x2, sxtx #3
add w0, w1, w2, uxtb
add w0, w1, w2, uxtb #3
add w0, w1, w2, uxth #4
add w0, w1, w2, uxtw
add w0, w1, w2, uxtw #1
add w0, w1, w2, uxtx
add w0, w1, w2, sxtb #2
add w0, w1, w2, sxth
add w0, w1, w2, sxtw #4
add w0, w1, w2, sxtx #1
add sp, x1, x2
add x0, sp, x1
add sp, sp, x1
add sp, sp, x1, lsl #2
add sp, sp, x1, lsl #4
add sp, x1, w2, uxtw
add sp, x1, w2, sxtw #3
add x0, sp, w1, uxtb #1
add wsp, w1, w2
add wsp, wsp, w2, lsl #3
add w0, wsp, w1
sub x0, x1, w2, uxtb
sub x0, x1, w2, uxth #1
sub x0, x1, w2, uxtw #4
sub x0, x1, x2, uxtx #2
sub x0, x1, w2, sxtb #3
sub x0, x1, w2, sxth
sub x0, x1, w2, sxtw
sub x0, x1, x2, sxtx #4
sub sp, sp, x9
sub sp, sp, x9, lsl #3
sub x9, sp, x10, lsl #1
sub w0, w1, w2, uxtb #1
sub wsp, wsp, w3, sxth #2
adds x0, x1, w2, uxtb
adds x0, sp, w2, uxtw #2
adds x0, sp, x2
adds x0, sp, x2, lsl #3
adds x0, x1, x2, sxtx #1
adds w0, wsp, w2
adds w0, w1, w2, sxth #4
subs x0, x1, w2, uxth #3
subs x0, sp, x2
subs x0, sp, x2, lsl #4
subs w0, w1, w2, sxtb
// ADD/SUB (immediate): sf|op|S|100010|sh|imm12|Rn|Rd, with optional "lsl #12".
add x0, x1, #0
add x0, x1, #1
add x0, x1, #4095
add x0, x1, #1, lsl #12
add x0, x1, #4095, lsl #12
add x0, x1, #0, lsl #12
add sp, sp, #16
add sp, sp, #4095, lsl #12
add x29, sp, #32
add sp, x0, #8
add w0, w1, #0
add w0, w1, #4095
add w0, w1, #4095, lsl #12
add wsp, wsp, #1
add w3, wsp, #2
sub x0, x1, #0
sub x0, x1, #4095
sub x0, x1, #1, lsl #12
sub sp, sp, #16
sub sp, sp, #1, lsl #12
sub x30, sp, #4095
sub w0, w1, #4095
sub wsp, wsp, #16, lsl #12
adds x0, x1, #0
adds x0, x1, #4095
adds x0, sp, #1, lsl #12
adds w0, w1, #4095
adds w0, wsp, #7
subs x0, x1, #0
subs x0, x1, #4095, lsl #12
subs x0, sp, #8
subs w0, w1, #1
subs w0, wsp, #4095
// Comparisons: cmp = subs zr, cmn = adds zr, tst = ands zr.
cmp x0, x1
cmp x0, x1, lsl #3
cmp x0, x1, lsr #63
cmp x0, x1, asr #1
cmp w0, w1
cmp w0, w1, lsl #31
cmp x0, #0
cmp x0, #4095
cmp x0, #1, lsl #12
cmp sp, #16
cmp w0, #4095
cmp wsp, #1
cmp x0, w1, uxtw
cmp x0, w1, sxtw #2
cmp sp, x1
cmp sp, x1, lsl #2
cmp w0, w1, uxtb
cmn x0, x1
cmn x0, x1, asr #63
cmn w0, w1, lsr #4
cmn x0, #1
cmn x0, #4095, lsl #12
cmn w0, #4095
cmn sp, #32
cmn x0, w1, sxtb #1
cmn sp, x1, lsl #4
cmn wsp, w1
tst x0, x1
tst x0, x1, lsl #4
tst x0, x1, ror #63
tst w0, w1, asr #31
tst w0, w1, ror #1
tst x0, #0xff
tst x0, #0x8000000000000000
tst w0, #0x1
tst w0, #0xfffffffe
// Negation and add/sub with carry.
neg x0, x1
neg x0, x1, lsl #2
neg x0, x1, asr #63
neg w0, w1
neg w0, w1, lsr #31
negs x0, x1
negs w0, w1, lsl #5
adc x0, x1, x2
adc w0, w1, w2
adcs x29, x30, xzr
adcs w3, wzr, w5
sbc x0, x1, x2
sbc w0, w1, w2
sbcs x0, x1, x2
sbcs w0, w1, w2
ngc x0, x1
ngc w0, w1
ngcs x0, x1
ngcs w0, w1
add w0, wsp, w1, lsl #2
subs w0, wsp, w2, lsl #1
// lsl for uxtw with a w register: the flag-setting forms only
adds x0, x1, w2, lsl #2
subs x3, sp, w4, lsl #0
cmp x1, w2, lsl #3
cmn x5, w6, lsl #4
