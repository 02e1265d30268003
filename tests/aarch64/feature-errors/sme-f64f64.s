// without sme-f64f64: each line is rejected
fmopa	za5.d, p2/m, p3/m, z22.d, z26.d
fmops	za0.d, p6/m, p3/m, z24.d, z7.d
