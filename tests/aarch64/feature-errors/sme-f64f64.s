// without sme-f64f64: each line is rejected
fmopa	za7.d, p3/m, p0/m, z6.d, z17.d
fmops	za4.d, p3/m, p1/m, z13.d, z3.d
