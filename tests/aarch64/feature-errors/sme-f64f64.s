// without sme-f64f64: each line is rejected
fmopa	za2.d, p2/m, p4/m, z27.d, z29.d
fmops	za1.d, p6/m, p3/m, z10.d, z26.d
