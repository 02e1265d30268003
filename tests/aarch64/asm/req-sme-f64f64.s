// mattr: +sme-f64f64
// instructions llvm-mc 19 takes only with: sme-f64f64
fmopa	za3.d, p1/m, p4/m, z9.d, z9.d
fmops	za3.d, p5/m, p1/m, z1.d, z31.d
