// mattr: +f64mm,+sve,+sme
// instructions llvm-mc 19 takes only with: f64mm sve or sme
trn1	z7.q, z24.q, z27.q
trn2	z12.q, z13.q, z8.q
uzp1	z13.q, z2.q, z14.q
uzp2	z14.q, z13.q, z17.q
zip1	z16.q, z3.q, z3.q
zip2	z22.q, z16.q, z17.q
