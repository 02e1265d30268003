// without f64mm sve or sme: each line is rejected
trn1	z1.q, z23.q, z14.q
trn2	z5.q, z27.q, z10.q
uzp1	z13.q, z7.q, z18.q
uzp2	z27.q, z18.q, z2.q
zip1	z4.q, z14.q, z3.q
zip2	z12.q, z21.q, z27.q
