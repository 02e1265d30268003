// without sme-f16f16 or sme-f8f16: each line is rejected
fcvtl	{ z20.s, z21.s }, z20.h
fcvt	{ z28.s, z29.s }, z1.h
fmopa	za1.h, p4/m, p7/m, z14.h, z21.h
fmops	za1.h, p7/m, p4/m, z18.h, z9.h
