// mattr: +all
// aliases written by hand: hint names, the st* atomics, swapped compares (vector and scalar), SVE predicate moves
autia1716
autiasp
autiaz
autib1716
autibsp
autibz
bti
bti c
bti jc
chkfeat x16
clrbhb
cmlo v0.8b, v1.8b, v2.8b
cmpp x0, x1
dfb
esb
facle v0.4s, v1.4s, v2.4s
faclt d0, d1, d2
gcsb dsync
nots p0.b, p1/z, p2.b
pacia1716
paciasp
paciaz
pacib1716
pacibsp
pacibz
psb csync
smstop
smstop sm
smstop za
stadd w0, [x1]
staddb w0, [x1]
staddh w0, [sp]
staddlb w0, [x1]
staddlh w0, [x1]
stclr x0, [x1]
stclrb w0, [x1]
stclrlb w0, [x1]
stclrlh w0, [x1]
steorb w0, [x1]
steorh w0, [x1]
steorl x0, [x1]
steorlb w0, [x1]
stset w0, [x1]
stseth w0, [x1]
stsetlb w0, [x1]
stsetlh w0, [x1]
stsmax x0, [x1]
stsmaxl w0, [x1]
stsmaxlb w0, [x1]
stsminb w0, [x1]
stsminh w0, [x1]
stsminlb w0, [x1]
stsminlh w0, [x1]
stumaxh w0, [x1]
stumaxlh w0, [x1]
stumin x0, [x1]
stuminlh w0, [x1]
sxtl2 v0.8h, v1.16b
xpaclri
fcmle d0, d1, d2
fcmlt s0, s1, s2
faclt s0, s1, s2
cmle d0, d1, d2
cmlo d0, d1, d2
cmls d0, d1, d2
cmlt d0, d1, d2
staddl	x7, [x13]
stclrh	w5, [x2]
stclrl	w3, [x29]
steor	x0, [x5]
steorlh	w1, [x23]
stsetb	w12, [sp]
stsetl	w14, [x11]
stsmaxb	w1, [x1]
stsmaxh	w20, [x27]
stsmaxlh	w7, [x11]
stsmin	w16, [x18]
stsminl	w30, [x13]
stumax	x19, [x10]
stumaxb	w29, [x8]
stumaxl	w19, [x22]
stumaxlb	w15, [x28]
stuminb	w30, [x2]
stuminh	w0, [x4]
stuminl	x14, [x28]
stuminlb	w3, [x4]
movs	p7.b, p8.b
