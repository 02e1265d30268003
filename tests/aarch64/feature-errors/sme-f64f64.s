// without sme-f64f64: each line is rejected
fmopa	za4.d, p7/m, p7/m, z3.d, z30.d
fmops	za4.d, p6/m, p0/m, z1.d, z8.d
