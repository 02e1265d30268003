// without sme-f64f64: each line is rejected
fmopa	za5.d, p6/m, p5/m, z14.d, z20.d
fmops	za7.d, p6/m, p1/m, z23.d, z25.d
