// without sme-f8f32: each line is rejected
fmopa	za3.s, p7/m, p5/m, z3.b, z16.b
