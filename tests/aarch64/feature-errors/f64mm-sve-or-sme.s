// without f64mm sve or sme: each line is rejected
trn1	z11.q, z2.q, z4.q
trn2	z15.q, z20.q, z11.q
uzp1	z10.q, z30.q, z25.q
uzp2	z29.q, z15.q, z8.q
zip1	z26.q, z14.q, z4.q
zip2	z9.q, z4.q, z13.q
