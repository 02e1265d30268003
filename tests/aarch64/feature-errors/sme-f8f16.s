// without sme-f8f16: each line is rejected
fmopa	za0.h, p2/m, p5/m, z5.b, z1.b
