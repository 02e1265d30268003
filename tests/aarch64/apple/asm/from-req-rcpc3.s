// mattr: +rcpc3
ldapur b1, [x13]
ldapur d24, [x14]
ldapur h30, [x13]
ldapur s18, [x27]
stlur h31, [x26]
