// without sme-f16f16 or sme-f8f16: each line is rejected
fmopa	za0.h, p6/m, p4/m, z5.h, z19.h
fmops	za0.h, p3/m, p7/m, z20.h, z8.h
