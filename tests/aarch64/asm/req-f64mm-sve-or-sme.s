// mattr: +f64mm,+sve,+sme
// instructions llvm-mc 19 takes only with: f64mm sve or sme
trn1	z30.q, z28.q, z20.q
trn2	z28.q, z20.q, z17.q
uzp1	z23.q, z25.q, z4.q
uzp2	z27.q, z9.q, z21.q
zip1	z21.q, z4.q, z14.q
zip2	z21.q, z28.q, z28.q
