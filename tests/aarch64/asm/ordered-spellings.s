// mattr: +lse,+rcpc,+lor,+rcpc3,+hbc
// exclusive and ordered accesses with `#0`, register pairs, rcpc3's forms; bcs, bcc
ldxr w0, [x1, #0]
stxr w0, w1, [x2, #0]
ldaxp x0, x1, [x2, 0]
ldar x0, [sp, #0]
ldlar x0, [x1, #0]
stlr w3, [x6, #0]
stlrb w3, [sp, 0]
ldapr w0, [x1, #0]
ldaprh w0, [x17, #0]
casp x0, x1, x2, x3, [x4]
caspal w30, wzr, w2, w3, [sp]
caspa x2, x3, x30, xzr, [x0]
CASPL W4, W5, W6, W7, [X8]
stilp w24, w0, [x16, #-8]!
stilp x25, x1, [x17, #-16]!
stilp w26, w2, [x18, #0]
stilp x27, x3, [sp]
ldiapp w28, w4, [x20], #8
ldiapp w28, w4, [x20, #0], #8
ldiapp x29, x5, [x21], #16
ldiapp w30, w6, [sp, #0]
ldiapp xzr, x7, [x23]
stlr w3, [x15, #-4]!
stlr x3, [sp, #-8]!
ldapr w3, [sp], #4
ldapr x3, [x15], #8
ldapur b0, [x1, #-3]
stlur q0, [x1]
bcs #8
bcc #-4
bc.cs #8
bc.cc #8
