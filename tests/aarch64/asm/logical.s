// Logical (shifted register): sf|opc|01010|shift|N|Rm|imm6|Rn|Rd; shift = lsl/lsr/asr/ror.
and x0, x1, x2
and x30, x29, x28
and x0, x1, x2, lsl #1
and x0, x1, x2, lsl #63
and x0, x1, x2, lsr #63
and x0, x1, x2, asr #63
and x0, x1, x2, ror #1
and x0, x1, x2, ror #63
and w0, w1, w2
and w0, w1, w2, lsl #31
and w0, w1, w2, lsr #1
and w0, w1, w2, asr #31
and w0, w1, w2, ror #31
and xzr, x1, x2
and x0, xzr, x2
and w0, wzr, w2
orr x0, x1, x2
orr x3, x4, x5, lsl #12
orr x3, x4, x5, lsr #4
orr x3, x4, x5, asr #8
orr x3, x4, x5, ror #63
orr w0, w1, w2
orr w3, w4, w5, lsl #31
orr w3, w4, w5, ror #16
orr x0, x1, xzr
eor x0, x1, x2
eor x6, x7, x8, lsl #63
eor x6, x7, x8, lsr #32
eor x6, x7, x8, asr #2
eor x6, x7, x8, ror #40
eor w0, w1, w2
eor w6, w7, w8, lsr #31
eor w6, w7, w8, asr #5
bic x0, x1, x2
bic x9, x10, x11, lsl #3
bic x9, x10, x11, ror #63
bic w0, w1, w2
bic w9, w10, w11, asr #31
orn x0, x1, x2
orn x12, x13, x14, lsr #63
orn x12, x13, x14, ror #7
orn w0, w1, w2
orn w12, w13, w14, lsl #31
eon x0, x1, x2
eon x15, x16, x17, asr #1
eon w0, w1, w2
eon w15, w16, w17, ror #31
ands x0, x1, x2
ands x18, x19, x20, lsl #63
ands x18, x19, x20, ror #1
ands w0, w1, w2
ands w18, w19, w20, lsr #16
bics x0, x1, x2
bics x21, x22, x23, asr #63
bics w0, w1, w2
bics w21, w22, w23, lsl #1
bics w21, w22, w23, ror #31
// Logical (immediate): sf|opc|100100|N|immr|imms|Rn|Rd; bitmask immediates.
// 64-bit, element size 2.
and x0, x1, #0x5555555555555555
and x0, x1, #0xaaaaaaaaaaaaaaaa
// 64-bit, element size 4.
and x0, x1, #0x1111111111111111
orr x0, x1, #0x3333333333333333
eor x0, x1, #0x7777777777777777
and x0, x1, #0xeeeeeeeeeeeeeeee
orr x0, x1, #0xcccccccccccccccc
eor x0, x1, #0x8888888888888888
// 64-bit, element size 8.
and x0, x1, #0x101010101010101
orr x2, x3, #0xf0f0f0f0f0f0f0f
eor x4, x5, #0x7f7f7f7f7f7f7f7f
ands x6, x7, #0x8080808080808080
and x8, x9, #0xf0f0f0f0f0f0f0f0
orr x10, x11, #0x3c3c3c3c3c3c3c3c
eor x12, x13, #0xfefefefefefefefe
// 64-bit, element size 16.
and x0, x1, #0x1000100010001
orr x0, x1, #0xff00ff00ff00ff
eor x0, x1, #0x7fff7fff7fff7fff
ands x0, x1, #0xff00ff00ff00ff00
and x0, x1, #0x8000800080008000
orr x0, x1, #0xff00ff00ff00ff0
// 64-bit, element size 32.
and x0, x1, #0x100000001
orr x0, x1, #0xffff0000ffff
eor x0, x1, #0x7fffffff7fffffff
ands x0, x1, #0xffff0000ffff0000
and x0, x1, #0xff000000ff000
orr x0, x1, #0xfffffffefffffffe
// 64-bit, element size 64.
and x0, x1, #0x1
and x0, x1, #0xfffffffffffffffe
orr x0, x1, #0x7fffffffffffffff
eor x0, x1, #0x8000000000000000
ands x0, x1, #0xffffffff
and x0, x1, #0xffffffff00000000
orr x0, x1, #0xff0
eor x0, x1, #0xffffffffffff00
ands x0, x1, #0x8000000000000001
and x0, x1, #0xfff0000000000000
and sp, x1, #0xff
orr sp, x2, #0x10
eor sp, xzr, #0xfffffffffffffff0
and x0, xzr, #0x3
// 32-bit, element size 2.
and w0, w1, #0x55555555
orr w0, w1, #0xaaaaaaaa
// 32-bit, element size 4.
and w0, w1, #0x11111111
eor w0, w1, #0x77777777
ands w0, w1, #0xcccccccc
// 32-bit, element size 8.
and w0, w1, #0x1010101
orr w0, w1, #0xfefefefe
eor w0, w1, #0x3c3c3c3c
// 32-bit, element size 16.
and w0, w1, #0x10001
orr w0, w1, #0x7fff7fff
ands w0, w1, #0xff00ff
// 32-bit, element size 32.
and w0, w1, #0x1
orr w0, w1, #0xfffffffe
eor w0, w1, #0x7fffffff
ands w0, w1, #0x80000000
and w0, w1, #0xffff
orr w0, w1, #0xffff0000
eor w0, w1, #0xff0
ands w0, w1, #0x80000001
and wsp, w1, #0xff
orr wsp, wzr, #0x1
