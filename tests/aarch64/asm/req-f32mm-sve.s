// mattr: +f32mm,+sve
// instructions llvm-mc 19 takes only with: f32mm sve
fmmla	z9.s, z11.s, z19.s
