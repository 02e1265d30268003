// Apple's syntax written by hand, in several styles: case, spacing,
// ranges in lists, immediates without '#', post-index registers.
ADD.4S V0, V1, V2
add.16b	v31,v30,v29
Fadd.2D v3 , v4 , v5
ld1.16b { v0, v1, v2, v3 }, [x0], #64
ld1.4s {v0 - v3}, [sp]
LD4R.8B {V0 - V3}, [X1], X2
st1.d { v5 }[1], [x3], #8
ld1.s {v0}[3], [x0], x9
tbl.16b v0, {v1, v2}, v3
tbx.8b v0, {v31, v0, v1}, v2
mov.16b v1, v2
mov.s w3, v4[2]
mov.d v1[1], x4
ins.h v2[7], w0
dup.4s v0, w5
dup.8h v1, v2[7]
umov.b w0, v1[15]
smov.h x0, v1[3]
movi.2d v0, #0
movi.4s v2, 255, lsl 8
mvni.8h v3, #0x12, lsl #8
orr.4s v4, #1, lsl #24
fmov.2d v5, #-1.25
shl.2d v0, v1, 63
sshr.16b v2, v3, #8
ushll2.4s v0, v1, #15
sxtl.2d v0, v1
uxtl2.8h v2, v3
ext.16b v0, v1, v2, #15
fmla.4s v0, v1, v2[3]
mul.8h v0, v1, v15[7]
sqdmulh.s s0, s1, v2[1]
fcmeq.4s v0, v1, #0.0
cmeq.2d v0, v1, #0
fcmle.2d v1, v2, v3
cmls.16b v0, v1, v2
saddlv.8h s0, v1
addp.2d d0, v1
uaddlp.1d v0, v1
rev64.4s v0, v1
zip1.8b v0, v1, v2
xtn2.16b v0, v1
sqxtun.8b v0, v1
fcvtzs.4s v0, v1, #3
scvtf.2d v0, v1
fmov.d x0, v1[1]
fmov.d v2[1], x3
dup s0, v1[1]
mov d3, v4[1]
