add.8b v0, v1, v2
add.16b v0, v1, v2
add.4h v0, v1, v2
add.8h v0, v1, v2
add.2s v0, v1, v2
add.4s v0, v1, v2
add.2d v0, v1, v2
add.16b v31, v30, v29
add.2d v3, v4, v5
sub.8b v0, v1, v2
sub.16b v0, v1, v2
sub.4h v0, v1, v2
sub.8h v0, v1, v2
sub.2s v0, v1, v2
sub.4s v0, v1, v2
sub.2d v0, v1, v2
sub.4s v28, v27, v26
mul.8b v0, v1, v2
mul.16b v0, v1, v2
mul.4h v0, v1, v2
mul.8h v0, v1, v2
mul.2s v0, v1, v2
mul.4s v0, v1, v2
mul.8h v25, v24, v23
and.8b v0, v1, v2
and.16b v0, v1, v2
and.16b v22, v21, v20
orr.8b v0, v1, v2
orr.16b v0, v1, v2
orr.8b v19, v18, v17
eor.8b v0, v1, v2
eor.16b v0, v1, v2
eor.16b v16, v15, v14
bic.8b v0, v1, v2
bic.16b v0, v1, v2
orn.8b v0, v1, v2
orn.16b v0, v1, v2
bsl.16b v0, v1, v2
bit.8b v0, v1, v2
bif.16b v0, v1, v2
mov.16b v0, v1
mov.8b v0, v1
mov.16b v31, v0
bic.4h v0, #1
bic.4h v0, #255, lsl #8
bic.8h v0, #16
bic.2s v0, #1
bic.2s v0, #255, lsl #24
bic.4s v0, #1, lsl #8
bic.4s v0, #128, lsl #16
orr.4h v0, #1
orr.8h v0, #255, lsl #8
orr.2s v0, #7, lsl #16
orr.4s v0, #255
orr.4s v0, #1, lsl #24
movi.8b v0, #0
movi.16b v0, #255
movi.4h v0, #1
movi.8h v0, #1, lsl #8
movi.2s v0, #255, lsl #24
movi.4s v0, #16, msl #8
movi.2d v0, #0xff00ff00ff00ff00
mvni.4h v0, #1
mvni.4s v0, #2, msl #16
neg.8b v0, v1
neg.2d v0, v1
abs.4s v0, v1
mvn.16b v0, v1
mvn.8b v0, v1
cnt.8b v0, v1
addp.4s v0, v1, v2
addv.4s s0, v1
addv.16b b0, v1
addv.8h h0, v1
cmeq.4s v0, v1, v2
cmeq.2d v0, v1, #0
cmgt.8h v0, v1, v2
cmhi.16b v0, v1, v2
smax.4s v0, v1, v2
umin.8b v0, v1, v2
mla.4s v0, v1, v2
mls.8h v0, v1, v2
mul.4s v0, v1, v2[3]
mul.8h v0, v1, v2[7]
shl.4s v0, v1, #31
shl.2d v0, v1, #63
ushr.16b v0, v1, #8
sshr.8h v0, v1, #1
dup.4s v0, w1
dup.2d v0, x1
dup.16b v0, w2
dup.8h v0, v1[7]
dup.2d v0, v1[1]
mov.s v0[1], w1
mov.d v0[0], x1
mov.b v0[15], w2
mov.h v0[3], v1[5]
mov.s w0, v1[3]
mov.d x0, v1[1]
umov.b w0, v1[15]
umov.h w0, v1[7]
smov.b x0, v1[0]
smov.h w0, v1[2]
smov.s x0, v1[1]
mov s0, v1[3]
mov d0, v1[1]
mov b0, v1[15]
mov h0, v1[7]
ext.16b v0, v1, v2, #15
ext.8b v0, v1, v2, #7
ushll.8h v0, v1, #0
sshll2.2d v0, v1, #0
xtn.8b v0, v1
xtn2.16b v0, v1
uaddl.4s v0, v1, v2
smull2.2d v0, v1, v2
fadd.4s v0, v1, v2
fadd.2d v0, v1, v2
fadd.2s v0, v1, v2
fmul.2d v0, v1, v2
fmla.4s v0, v1, v2[0]
fmov.4s v0, #1.00000000
fmov.2d v0, #-0.50000000
scvtf.4s v0, v1
fcvtzs.2d v0, v1
ld1.16b { v0 }, [x0]
ld1.4s { v0, v1 }, [x1], #32
ld1.2d { v0, v1, v2, v3 }, [sp]
ld1.8b { v0 }, [x0], x2
st1.8h { v31 }, [x2]
st1.4s { v30, v31, v0 }, [x3]
ld2.8h { v0, v1 }, [x4]
st2.4s { v0, v1 }, [x5], #32
ld3.16b { v0, v1, v2 }, [x6]
ld4.2s { v0, v1, v2, v3 }, [x7], #32
ld1.s { v0 }[1], [x8]
st1.d { v0 }[1], [x9]
ld1r.4s { v0 }, [x10]
