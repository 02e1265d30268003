// without sme-f8f16: each line is rejected
fmopa	za0.h, p2/m, p1/m, z2.b, z8.b
