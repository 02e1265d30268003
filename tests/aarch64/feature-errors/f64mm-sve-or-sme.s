// without f64mm sve or sme: each line is rejected
trn1	z18.q, z11.q, z7.q
trn2	z5.q, z21.q, z6.q
uzp1	z5.q, z29.q, z1.q
uzp2	z25.q, z19.q, z23.q
zip1	z29.q, z21.q, z13.q
zip2	z23.q, z10.q, z25.q
