// without sme-f8f32: each line is rejected
fmopa	za3.s, p4/m, p7/m, z10.b, z5.b
