// mattr: +sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f8f16
fmopa	za0.h, p2/m, p5/m, z5.b, z1.b
