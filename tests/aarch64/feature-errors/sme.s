// without sme: each line is rejected
addha	za1.s, p1/m, p6/m, z4.s
addspl	x9, sp, #2
addsvl	x23, x2, #6
addva	za0.s, p3/m, p2/m, z26.s
bfmopa	za0.s, p0/m, p7/m, z3.h, z15.h
bfmops	za0.s, p1/m, p7/m, z18.h, z27.h
fmopa	za3.s, p1/m, p3/m, z0.h, z15.h
fmops	za3.s, p2/m, p3/m, z5.h, z9.h
fmopa	za1.s, p0/m, p0/m, z17.s, z19.s
fmops	za1.s, p6/m, p4/m, z16.s, z28.s
rdsvl	x9, #1
smopa	za3.s, p4/m, p5/m, z18.b, z15.b
