// mattr: +sme-f64f64
// instructions llvm-mc 19 takes only with: sme-f64f64
fmopa	za4.d, p7/m, p7/m, z3.d, z30.d
fmops	za4.d, p6/m, p0/m, z1.d, z8.d
