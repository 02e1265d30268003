// Data-processing (3 source): sf|00|11011|op31|Rm|o0|Ra|Rn|Rd.
madd x0, x1, x2, x3
madd x30, x29, x28, x27
madd w0, w1, w2, w3
madd w4, w5, w6, w7
msub x0, x1, x2, x3
msub x8, x9, x10, x11
msub w0, w1, w2, w3
msub w12, w13, w14, w15
smaddl x0, w1, w2, x3
smaddl x16, w17, w18, x19
umaddl x0, w1, w2, x3
umaddl x20, w21, w22, x23
smsubl x0, w1, w2, x3
smsubl x24, w25, w26, x27
umsubl x0, w1, w2, x3
umsubl x28, w29, w30, x0
smulh x0, x1, x2
smulh x30, x29, x28
umulh x0, x1, x2
umulh x3, x4, x5
// Aliases with Ra = zr.
mul x0, x1, x2
mul x9, x10, x11
mul w0, w1, w2
mul w30, w29, w28
mneg x0, x1, x2
mneg x12, x13, x14
mneg w0, w1, w2
mneg w15, w16, w17
smull x0, w1, w2
smull x18, w19, w20
umull x0, w1, w2
umull x21, w22, w23
smnegl x0, w1, w2
smnegl x24, w25, w26
umnegl x0, w1, w2
umnegl x27, w28, w29
// Zero register operands stay as written.
madd x0, xzr, x2, x3
mul xzr, x1, x2
// Data-processing (2 source): sdiv/udiv.
sdiv x0, x1, x2
sdiv x30, x29, x28
sdiv w0, w1, w2
sdiv w3, w4, w5
udiv x0, x1, x2
udiv x6, x7, x8
udiv w0, w1, w2
udiv w9, w10, w11
udiv xzr, xzr, xzr
