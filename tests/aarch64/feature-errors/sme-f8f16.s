// without sme-f8f16: each line is rejected
fmopa	za0.h, p2/m, p7/m, z21.b, z9.b
