// mattr: +sme-f64f64
// instructions llvm-mc 19 takes only with: sme-f64f64
fmopa	za5.d, p2/m, p3/m, z22.d, z26.d
fmops	za0.d, p6/m, p3/m, z24.d, z7.d
