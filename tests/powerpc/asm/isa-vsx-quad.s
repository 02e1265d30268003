# isa-vsx-quad: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
xsabsqp 18, 27
xsabsqp 18, 15
xsabsqp 22, 7
xsaddqp 16, 24, 19
xsaddqp 15, 29, 11
xsaddqp 3, 3, 11
xsaddqpo 12, 25, 16
xsaddqpo 2, 30, 3
xsaddqpo 22, 11, 30
xscmpeqqp 19, 12, 29
xscmpeqqp 21, 23, 24
xscmpeqqp 27, 26, 29
xscmpexpqp 0, 26, 4
xscmpexpqp 1, 17, 11
xscmpexpqp 7, 2, 7
xscmpgeqp 31, 3, 3
xscmpgeqp 9, 14, 30
xscmpgeqp 31, 16, 18
xscmpgtqp 28, 27, 15
xscmpgtqp 25, 7, 11
xscmpgtqp 6, 21, 31
xscmpoqp 7, 2, 6
xscmpoqp 7, 21, 16
xscmpoqp 3, 1, 31
xscmpuqp 3, 10, 21
xscmpuqp 6, 28, 0
xscmpuqp 3, 10, 14
xscpsgnqp 15, 10, 27
xscpsgnqp 10, 22, 15
xscpsgnqp 1, 13, 7
xscvdpqp 31, 13
xscvdpqp 17, 1
xscvdpqp 27, 17
xscvqpdp 28, 6
xscvqpdp 9, 16
xscvqpdp 19, 22
xscvqpdpo 16, 5
xscvqpdpo 26, 30
xscvqpdpo 0, 21
xscvqpsdz 20, 20
xscvqpsdz 4, 28
xscvqpsdz 21, 16
xscvqpsqz 5, 22
xscvqpsqz 19, 27
xscvqpsqz 21, 3
xscvqpswz 0, 23
xscvqpswz 9, 21
xscvqpswz 8, 10
xscvqpudz 19, 10
xscvqpudz 6, 4
xscvqpudz 30, 25
xscvqpuqz 1, 18
xscvqpuqz 11, 19
xscvqpuqz 27, 24
xscvqpuwz 27, 14
xscvqpuwz 29, 27
xscvqpuwz 7, 2
xscvsdqp 16, 20
xscvsdqp 31, 14
xscvsdqp 4, 20
xscvsqqp 2, 7
xscvsqqp 20, 3
xscvsqqp 14, 17
xscvudqp 22, 0
xscvudqp 1, 17
xscvudqp 12, 29
xscvuqqp 17, 29
xscvuqqp 23, 19
xscvuqqp 27, 27
xsdivqp 2, 20, 11
xsdivqp 19, 14, 26
xsdivqp 4, 15, 1
xsdivqpo 29, 10, 16
xsdivqpo 17, 14, 25
xsdivqpo 1, 19, 18
xsiexpqp 21, 15, 23
xsiexpqp 11, 7, 17
xsiexpqp 1, 8, 16
xsmaddqp 5, 31, 14
xsmaddqp 10, 5, 27
xsmaddqp 1, 17, 17
xsmaddqpo 13, 1, 29
xsmaddqpo 10, 5, 1
xsmaddqpo 16, 4, 29
xsmaxcqp 2, 10, 5
xsmaxcqp 0, 3, 27
xsmaxcqp 8, 6, 14
xsmincqp 12, 1, 13
xsmincqp 25, 17, 23
xsmincqp 17, 20, 1
xsmsubqp 22, 25, 16
xsmsubqp 9, 19, 9
xsmsubqp 29, 16, 0
xsmsubqpo 25, 16, 25
xsmsubqpo 25, 6, 30
xsmsubqpo 6, 29, 10
xsmulqp 22, 1, 26
xsmulqp 24, 1, 31
xsmulqp 24, 13, 29
xsmulqpo 10, 9, 1
xsmulqpo 8, 12, 31
xsmulqpo 23, 15, 30
xsnabsqp 18, 12
xsnabsqp 12, 13
xsnabsqp 5, 19
xsnegqp 20, 2
xsnegqp 23, 17
xsnegqp 6, 10
xsnmaddqp 17, 1, 13
xsnmaddqp 2, 15, 24
xsnmaddqp 23, 20, 22
xsnmaddqpo 1, 25, 29
xsnmaddqpo 24, 4, 1
xsnmaddqpo 8, 15, 8
xsnmsubqp 26, 22, 19
xsnmsubqp 9, 25, 23
xsnmsubqp 13, 7, 4
xsnmsubqpo 11, 1, 10
xsnmsubqpo 8, 10, 23
xsnmsubqpo 3, 15, 31
xsrqpi 0, 5, 6, 3
xsrqpi 0, 23, 24, 0
xsrqpi 1, 2, 21, 3
xsrqpix 0, 6, 18, 3
xsrqpix 1, 3, 28, 0
xsrqpix 1, 12, 11, 0
xsrqpxp 1, 18, 23, 1
xsrqpxp 0, 30, 11, 1
xsrqpxp 1, 25, 9, 0
xssqrtqp 21, 12
xssqrtqp 0, 16
xssqrtqp 23, 16
xssqrtqpo 18, 26
xssqrtqpo 12, 21
xssqrtqpo 8, 9
xssubqp 6, 25, 25
xssubqp 21, 10, 5
xssubqp 28, 30, 8
xssubqpo 0, 0, 12
xssubqpo 21, 26, 16
xssubqpo 31, 2, 28
xststdcqp 5, 0, 127
xststdcqp 4, 24, 108
xststdcqp 6, 3, 1
xsxexpqp 21, 31
xsxexpqp 28, 18
xsxexpqp 6, 3
xsxsigqp 28, 9
xsxsigqp 21, 1
xsxsigqp 11, 14
